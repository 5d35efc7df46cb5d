/// The view a closure such as `animation(_:body:)` or a ``Transition``'s
/// `body(content:phase:)` modifies, like SwiftUI's `PlaceholderContentView`.
public nonisolated struct PlaceholderContentView<Value>: View {
  private let content: AnyView

  init(_ content: some View) {
    self.content = AnyView(content)
  }

  /// The view it stands for.
  @MainActor public var body: some View { content }
}
