import Foundation

/// The size and place of the space a `GeometryReader` is offered, like SwiftUI's
/// `GeometryProxy`.
///
/// The sizes are the ones the host proposes, in points, adjusted by the padding, frames
/// and safe-area modifiers around the reader; see *Differences from SwiftUI*.
public struct GeometryProxy {
  /// The space offered.
  let scope: GeometryScope

  /// The size of the space offered.
  public var size: CGSize { scope.size }

  /// The safe area's insets from the space's edges.
  public var safeAreaInsets: EdgeInsets { scope.safeAreaInsets }

  /// The space's frame in a coordinate space.
  ///
  /// - Parameter coordinateSpace: `.local` (at the origin), `.global` (on the device) or
  ///   a space named with `.coordinateSpace(_:)` (the global frame when no ancestor has
  ///   that name).
  /// - Returns: The frame.
  @_disfavoredOverload
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    frame(inSpace: coordinateSpace)
  }

  /// The space's frame in a coordinate space.
  ///
  /// - Parameter coordinateSpace: `.local`, `.global` or `.named(_:)`.
  /// - Returns: The frame.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(inSpace: coordinateSpace.coordinateSpace)
  }

  /// The space's frame in a coordinate space (one function both forms call, as
  /// `CoordinateSpace` is itself a `CoordinateSpaceProtocol`).
  private func frame(inSpace coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      return CGRect(origin: scope.origin, size: size)
    case .named(let name):
      let start = scope.namedFrames[name]?.origin ?? .zero
      return CGRect(
        origin: CGPoint(x: scope.origin.x - start.x, y: scope.origin.y - start.y), size: size)
    }
  }

  /// The bounds of a named coordinate space in this space's coordinates, or `nil` when no
  /// ancestor has that name.
  ///
  /// - Parameter coordinateSpace: The named space.
  /// - Returns: Its bounds.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace,
      let named = scope.namedFrames[name]
    else { return nil }
    return named.offsetBy(dx: -scope.origin.x, dy: -scope.origin.y)
  }

  /// An anchor of a view, in this space's coordinates.
  ///
  /// - Parameter anchor: The anchor, from `.anchorPreference`.
  public subscript<T>(anchor: Anchor<T>) -> T {
    // An anchor is only made by its sources, of a `CGRect` or a `CGPoint`, so its value
    // is a `T`.
    guard let value = anchor.value(relativeTo: scope.origin) as? T else {
      preconditionFailure("an Anchor<\(T.self)> holds \(anchor.geometry)")
    }
    return value
  }
}
