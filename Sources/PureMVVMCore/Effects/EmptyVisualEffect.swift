/// The effect that changes nothing, like SwiftUI's `EmptyVisualEffect`: what a
/// `.visualEffect(_:)` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  /// The empty effect.
  public init() {}

  /// Changes nothing.
  public func _apply(to attributes: inout ElementAttributes) {}
}
