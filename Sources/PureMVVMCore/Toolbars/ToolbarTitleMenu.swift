/// The menu behind a screen's navigation title, like SwiftUI's `ToolbarTitleMenu`.
///
/// Drawn as a menu in the middle of the bar; its items stay findable, as a ``Menu``'s do.
public nonisolated struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
  private let content: Content

  /// Creates a title menu of the items in `content`.
  ///
  /// - Parameter content: The items.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates the system's title menu, which has no items here.
  public init() where Content == EmptyView {
    self.init { EmptyView() }
  }

  /// Resolves to a menu in the middle of the bar.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let menu = Menu {
      content
    } label: {
      EmptyView()
    }
    Element.placing(menu, at: .principal, in: context, into: &elements)
  }
}
