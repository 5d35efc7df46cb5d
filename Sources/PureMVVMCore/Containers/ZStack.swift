/// Lays its children over each other, the last on top, like SwiftUI's `ZStack`.
///
/// The text renderer draws each child's lines over the previous ones: a character of a
/// child above replaces one below, and colours and shapes draw nothing, so a card's text
/// shows over its background.
public nonisolated struct ZStack<Content: View>: View {
  @usableFromInline let content: Content
  @usableFromInline let alignment: Alignment

  /// Creates the stack.
  ///
  /// - Parameters:
  ///   - alignment: Where children sit relative to each other.
  ///   - content: The children, bottom first.
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.alignment = alignment
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
      .stack(.zStack, inPlace: &context, alignment: alignment, spacing: nil) {
        content._resolve(inPlace: &$0, into: &$1)
      })
  }
}

extension Element {
  /// Elements drawn over each other, the last on top, as a `ZStack` lays them out.
  @MainActor
  package static func layers(_ children: [Element], context: ResolveContext) -> Element {
    Element(.zStack, children: children, context: context)
  }
}
