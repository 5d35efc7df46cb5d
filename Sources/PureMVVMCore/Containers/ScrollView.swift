/// Content that scrolls, like SwiftUI's `ScrollView`; drawn whole, as a vertical (or
/// horizontal) stack.
public nonisolated struct ScrollView<Content: View>: View {
  private let content: Content
  private let axes: Axis.Set

  /// Creates a scroll view.
  ///
  /// - Parameters:
  ///   - axes: The directions it scrolls.
  ///   - showsIndicators: Accepted.
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.axes = axes
  }

  /// Resolves to a stack along the scrolling axis.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let resolve = { content._resolve(in: $0, into: &$1) }
    elements.append(
      axes == .horizontal
        ? .row(context: context, content: resolve) : .column(context: context, content: resolve))
  }
}
