/// A gap between toolbar items, like SwiftUI's `ToolbarSpacer` (iOS 26); accepted: the
/// items of a bar are drawn side by side.
public nonisolated struct ToolbarSpacer: CustomizableToolbarContent {
  /// Creates a gap.
  ///
  /// - Parameters:
  ///   - sizing: How much room it takes.
  ///   - placement: The bar it goes in.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}

  /// Resolves to nothing.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {}
}
