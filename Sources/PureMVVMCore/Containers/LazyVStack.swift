import Foundation

/// A vertical stack that creates its children as they scroll into view, like SwiftUI's
/// `LazyVStack`; drawn as a ``VStack``.
public nonisolated struct LazyVStack<Content: View>: View {
  private let stack: VStack<LazyRows<Content>>

  /// Creates the stack.
  ///
  /// - Parameters:
  ///   - alignment: How children line up.
  ///   - spacing: Space between children, in points.
  ///   - pinnedViews: Accepted.
  ///   - content: The children.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = VStack(
      alignment: alignment, spacing: spacing, content: { LazyRows(content: content()) })
  }

  /// Resolves as a vertical stack.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    stack._resolve(in: context, into: &elements)
  }
}
