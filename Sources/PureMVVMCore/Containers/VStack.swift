import Foundation

/// Arranges its children top to bottom, like SwiftUI's `VStack`.
///
/// Children line up by `alignment` (centred by default, as in SwiftUI) within the widest
/// child, or within the whole width when a child expands (a field, a toggle, a list…).
/// The text renderer leaves a blank line per whole 16 points of `spacing`.
public nonisolated struct VStack<Content: View>: View {
  @usableFromInline let content: Content
  @usableFromInline let alignment: HorizontalAlignment?
  @usableFromInline let spacing: CGFloat?

  /// Creates the stack from a block of views.
  ///
  /// - Parameters:
  ///   - alignment: How children line up.
  ///   - spacing: Space between children, in points.
  ///   - content: The children.
  @inlinable public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment == .center ? nil : alignment
    self.spacing = spacing
  }

  /// Resolves to one element holding the children.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    _resolve(inPlace: &context, into: &elements)
  }

  /// Resolves to one element holding the children, resolved in `context` turned into
  /// their stack's and back.
  @MainActor public func _resolve(
    inPlace context: inout ResolveContext, into elements: inout [Element]
  ) {
    elements.append(
      .stack(
        .vStack, inPlace: &context,
        alignment: alignment.map { Alignment(horizontal: $0, vertical: .center) },
        spacing: spacing
      ) { content._resolve(inPlace: &$0, into: &$1) })
  }
}

extension Element {
  /// Elements top to bottom, as a `VStack` lays them out, for views that build a column
  /// of their own.
  @MainActor
  package static func column(_ children: [Element], context: ResolveContext) -> Element {
    Element(.vStack, children: children, context: context)
  }

  /// What `content` resolves to, top to bottom.
  @MainActor
  package static func column(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .container(.vStack, context: context, content: content)
  }

  /// Lays the element's children out top to bottom instead.
  package mutating func stackChildrenVertically() {
    kind = .vStack
  }
}
