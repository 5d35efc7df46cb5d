/// Several toolbar items in one place, like SwiftUI's `ToolbarItemGroup`.
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent {
  private let placement: ToolbarItemPlacement
  private let content: Content

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Creates a group with a label, which shows as a ``ControlGroup`` of its items.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items.
  ///   - label: What the group is called where it collapses into a menu.
  public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    self.init(placement: placement) {
      LabeledToolbarItemGroupContent(content: content(), label: label())
    }
  }

  /// Resolves to the items' elements, marked with their placement.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    Element.placing(content, at: placement, in: context, into: &elements)
  }
}
