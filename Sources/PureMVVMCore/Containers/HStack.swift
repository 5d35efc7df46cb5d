import Foundation

/// Arranges its children side by side, like SwiftUI's `HStack`; a `Spacer` takes the slack.
///
/// The text renderer puts one column between children (one per 8 points of `spacing`)
/// and centres children of fewer lines vertically unless another alignment is given.
public nonisolated struct HStack<Content: View>: View {
  @usableFromInline let content: Content
  @usableFromInline let alignment: VerticalAlignment?
  @usableFromInline let spacing: CGFloat?

  /// Creates the stack from a block of views.
  ///
  /// - Parameters:
  ///   - alignment: How children line up vertically.
  ///   - spacing: Space between children, in points.
  ///   - content: The children.
  @inlinable public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
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
        .hStack, inPlace: &context,
        alignment: alignment.map { Alignment(horizontal: .leading, vertical: $0) },
        spacing: spacing
      ) { content._resolve(inPlace: &$0, into: &$1) })
  }
}

extension Element {
  /// Elements side by side, as an `HStack` lays them out, for views that build a row of
  /// their own (a label's icon and title).
  @MainActor
  package static func row(_ children: [Element], context: ResolveContext) -> Element {
    Element(.hStack, children: children, context: context)
  }

  /// What `content` resolves to, side by side.
  @MainActor
  package static func row(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .container(.hStack, context: context, content: content)
  }

  /// Whether the element lays its children out side by side.
  package var isRow: Bool {
    if case .hStack = kind { true } else { false }
  }
}
