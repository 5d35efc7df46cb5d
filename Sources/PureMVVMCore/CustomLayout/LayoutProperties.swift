/// What a layout says about itself, like SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, or `nil` when it is not a stack.
  public var stackOrientation: Axis?

  /// Properties of a layout that is not a stack.
  public init() {}
}
