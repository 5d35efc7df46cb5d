/// Arranges its children side by side, like SwiftUI's `HStack`; a `Spacer` takes the slack.
///
/// The text renderer puts one column between children (one per 8 points of `spacing`)
/// and centres children of fewer lines vertically unless another alignment is given.
public struct HStack<Content: View>: View {
  private let content: Content
  private let alignment: VerticalAlignment?
  private let spacing: Double?

  /// Creates the stack from a block of views.
  ///
  /// - Parameters:
  ///   - alignment: How children line up vertically.
  ///   - spacing: Space between children, in points.
  ///   - content: The children.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment == .center ? nil : alignment
    self.spacing = spacing
  }

  /// Resolves to one element holding the children.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .stack(
        .hStack, context: context,
        alignment: alignment.map { Alignment(horizontal: .leading, vertical: $0) },
        spacing: spacing
      ) { content._resolve(in: $0, into: &$1) })
  }
}
