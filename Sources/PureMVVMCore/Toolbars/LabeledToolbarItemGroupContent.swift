/// The items of a labelled ``ToolbarItemGroup``, like SwiftUI's
/// `LabeledToolbarItemGroupContent`: a ``ControlGroup`` of the items, with the label.
public nonisolated struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The items in a control group with the label.
  @MainActor public var body: some View {
    ControlGroup {
      content
    } label: {
      label
    }
  }
}
