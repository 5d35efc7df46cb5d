/// Content that scrolls, like SwiftUI's `ScrollView`; drawn whole, as a vertical (or
/// horizontal) stack.
public struct ScrollView<Content: View>: View {
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
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let kind: Element.Kind = axes == .horizontal ? .hStack : .vStack
    elements.append(.container(kind, context: context) { content._resolve(in: $0, into: &$1) })
  }
}
