import Foundation

/// A horizontal stack that creates its children as they scroll into view, like SwiftUI's
/// `LazyHStack`; drawn as an ``HStack``.
public nonisolated struct LazyHStack<Content: View>: View {
  private let stack: HStack<LazyRows<Content>>

  /// Creates the stack.
  ///
  /// - Parameters:
  ///   - alignment: How children line up vertically.
  ///   - spacing: Space between children, in points.
  ///   - pinnedViews: Accepted.
  ///   - content: The children.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = HStack(
      alignment: alignment, spacing: spacing, content: { LazyRows(content: content()) })
  }

  /// Resolves as a horizontal stack.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    stack._resolve(in: context, into: &elements)
  }
}
