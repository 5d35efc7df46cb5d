import Foundation

/// The shape glass takes unless told otherwise, like SwiftUI's `DefaultGlassEffectShape`:
/// a capsule.
public nonisolated struct DefaultGlassEffectShape: Shape, Sendable {
  /// Creates the shape.
  public init() {}

  /// A capsule.
  public var _outline: ShapeOutline { Capsule()._outline }

  /// The capsule filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    Capsule().path(in: rect)
  }
}
