import Foundation

/// A gesture that recognises a pinch, like SwiftUI's `MagnifyGesture`.
///
/// A change of scale smaller than `minimumScaleDelta` is not recognised; the values on
/// the way are half of the change, then all of it.
public nonisolated struct MagnifyGesture: Gesture {
  /// The state of a pinch.
  public struct Value: Equatable, Sendable {
    /// When the value was made: a fixed date in a host.
    public var time: Date
    /// The scale, 1 at the start.
    public var magnification: CGFloat
    /// The speed of the change: zero in a host.
    public var velocity: CGFloat
    /// Where the pinch started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the pinch started.
    public var startLocation: CGPoint
  }

  /// The least change of scale recognised.
  public var minimumScaleDelta: CGFloat

  /// A pinch gesture.
  ///
  /// - Parameter minimumScaleDelta: The least change of scale recognised.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// Half the change, all of it, then the end.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    guard case .magnify(let scale) = event.kind, abs(scale - 1) >= minimumScaleDelta else {
      return nil
    }
    let value = { (scale: CGFloat) in
      Value(
        time: Date(timeIntervalSinceReferenceDate: 0), magnification: scale, velocity: 0,
        startAnchor: .center, startLocation: .zero)
    }
    return _GestureRun(changes: [value(1 + (scale - 1) / 2), value(scale)], end: value(scale))
  }

  /// A pinch to twice the size.
  public var _completingEvent: _GestureEvent? { _GestureEvent(.magnify(2)) }
}

/// A gesture that recognises a pinch, giving the scale (the iOS 13 spelling of
/// ``MagnifyGesture``).
public nonisolated struct MagnificationGesture: Gesture {
  /// The least change of scale recognised.
  public var minimumScaleDelta: CGFloat

  /// A pinch gesture.
  ///
  /// - Parameter minimumScaleDelta: The least change of scale recognised.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// The scale, as ``MagnifyGesture`` gives it.
  @MainActor public var body: some Gesture<CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
  }
}

/// A gesture that recognises a rotation, like SwiftUI's `RotateGesture`.
///
/// A rotation smaller than `minimumAngleDelta` is not recognised; the values on the way
/// are half of it, then all of it.
public nonisolated struct RotateGesture: Gesture {
  /// The state of a rotation.
  public struct Value: Equatable, Sendable {
    /// When the value was made: a fixed date in a host.
    public var time: Date
    /// The angle turned.
    public var rotation: Angle
    /// The speed of the turn: zero in a host.
    public var velocity: Angle
    /// Where the rotation started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the rotation started.
    public var startLocation: CGPoint
  }

  /// The least angle recognised.
  public var minimumAngleDelta: Angle

  /// A rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: The least angle recognised.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// Half the turn, all of it, then the end.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    guard case .rotate(let angle) = event.kind,
      abs(angle.radians) >= abs(minimumAngleDelta.radians)
    else { return nil }
    let value = { (angle: Angle) in
      Value(
        time: Date(timeIntervalSinceReferenceDate: 0), rotation: angle, velocity: .zero,
        startAnchor: .center, startLocation: .zero)
    }
    return _GestureRun(
      changes: [value(.radians(angle.radians / 2)), value(angle)], end: value(angle))
  }

  /// A quarter turn.
  public var _completingEvent: _GestureEvent? { _GestureEvent(.rotate(.degrees(90))) }
}

/// A gesture that recognises a rotation, giving the angle (the iOS 13 spelling of
/// ``RotateGesture``).
public nonisolated struct RotationGesture: Gesture {
  /// The least angle recognised.
  public var minimumAngleDelta: Angle

  /// A rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: The least angle recognised.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// The angle, as ``RotateGesture`` gives it.
  @MainActor public var body: some Gesture<Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
  }
}
