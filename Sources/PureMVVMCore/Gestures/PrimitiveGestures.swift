import Foundation

/// A gesture that recognises taps, like SwiftUI's `TapGesture`.
///
/// It recognises exactly `count` taps (the inspector's `tap(count:)`); a count below 1 is
/// never recognised.
public nonisolated struct TapGesture: Gesture {
  /// The taps it takes.
  public var count: Int

  /// A gesture of `count` taps.
  ///
  /// - Parameter count: The taps it takes.
  public init(count: Int = 1) {
    self.count = count
  }

  /// One final value when tapped `count` times.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Void>? {
    guard count >= 1, event.kind == .tap(count: count) else { return nil }
    return _GestureRun(end: ())
  }

  /// `count` taps.
  public var _completingEvent: _GestureEvent? { _GestureEvent(.tap(count: count)) }
}

/// A gesture that recognises taps and where they land, like SwiftUI's `SpatialTapGesture`.
///
/// A host taps at the view's origin: the location is `.zero`.
public nonisolated struct SpatialTapGesture: Gesture {
  /// Where a tap landed.
  public struct Value: Equatable, Sendable {
    /// The location, in the gesture's coordinate space.
    public var location: CGPoint
  }

  /// The taps it takes.
  public var count: Int
  /// The space locations are given in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps.
  ///
  /// - Parameters:
  ///   - count: The taps it takes.
  ///   - coordinateSpace: The space locations are given in.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// One final value when tapped `count` times.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    guard count >= 1, event.kind == .tap(count: count) else { return nil }
    return _GestureRun(end: Value(location: .zero))
  }

  /// `count` taps.
  public var _completingEvent: _GestureEvent? { _GestureEvent(.tap(count: count)) }
}

/// A gesture that recognises a long press, like SwiftUI's `LongPressGesture`: `true`
/// when pressed, then `true` when the press lasted.
public nonisolated struct LongPressGesture: Gesture {
  /// The seconds the press must last.
  public var minimumDuration: Double
  /// How far the finger may move, in points.
  public var maximumDistance: CGFloat

  /// A long-press gesture.
  ///
  /// - Parameters:
  ///   - minimumDuration: The seconds the press must last.
  ///   - maximumDistance: How far the finger may move, in points.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// `true` while pressing, then `true` at the end.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Bool>? {
    guard event.kind == .longPress else { return nil }
    return _GestureRun(changes: [true], end: true)
  }

  /// A long press.
  public var _completingEvent: _GestureEvent? { _GestureEvent(.longPress) }
}

/// A gesture that recognises a drag, like SwiftUI's `DragGesture`.
///
/// A drag shorter than `minimumDistance` is not recognised. The values on the way are
/// half of the translation, then all of it; a drag starts at `.zero`.
public nonisolated struct DragGesture: Gesture {
  /// The state of a drag.
  public struct Value: Equatable, Sendable {
    /// When the value was made: a fixed date in a host.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved.
    public var translation: CGSize
    /// The speed, in points a second: zero in a host.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now.
    public var predictedEndLocation: CGPoint
    /// How far the drag would move if it stopped now.
    public var predictedEndTranslation: CGSize

    init(translation: CGSize) {
      time = Date(timeIntervalSinceReferenceDate: 0)
      location = CGPoint(x: translation.width, y: translation.height)
      startLocation = .zero
      self.translation = translation
      velocity = .zero
      predictedEndLocation = location
      predictedEndTranslation = translation
    }
  }

  /// How far the finger must move before the drag starts, in points.
  public var minimumDistance: CGFloat
  /// The space locations are given in.
  public var coordinateSpace: CoordinateSpace

  /// A drag gesture.
  ///
  /// - Parameters:
  ///   - minimumDistance: How far the finger must move first, in points.
  ///   - coordinateSpace: The space locations are given in.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)
  {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Half the translation, all of it, then the end.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    guard case .drag(let translation) = event.kind,
      hypot(translation.width, translation.height) >= minimumDistance
    else { return nil }
    let half = CGSize(width: translation.width / 2, height: translation.height / 2)
    return _GestureRun(
      changes: [Value(translation: half), Value(translation: translation)],
      end: Value(translation: translation))
  }

  /// A drag of the least distance, across.
  public var _completingEvent: _GestureEvent? {
    _GestureEvent(.drag(CGSize(width: max(minimumDistance, 0), height: 0)))
  }
}
