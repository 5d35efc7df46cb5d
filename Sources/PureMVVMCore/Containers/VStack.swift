/// Arranges its children top to bottom, like SwiftUI's `VStack`.
///
/// The text renderer lines children up at the leading edge unless an alignment is given
/// (`.center`, `.trailing` are honoured relative to the widest child), and leaves a blank
/// line per 16 points of `spacing`.
public struct VStack<Content: View>: View {
  private let content: Content
  private let alignment: HorizontalAlignment?
  private let spacing: Double?

  /// Creates the stack from a block of views.
  ///
  /// - Parameters:
  ///   - alignment: How children line up; the text renderer's default is leading.
  ///   - spacing: Space between children, in points.
  ///   - content: The children.
  public init(
    alignment: HorizontalAlignment? = nil, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Resolves to one element holding the children.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .stack(
        .vStack, content: content, context: context,
        alignment: alignment.map { Alignment(horizontal: $0, vertical: .center) },
        spacing: spacing))
  }
}
