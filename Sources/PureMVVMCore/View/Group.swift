/// Groups views without changing how they are laid out, like SwiftUI's `Group`.
///
/// A modifier applied to a group applies to each of its children; in a list or a stack the
/// children are rows or items of their own.
public nonisolated struct Group<Content: View>: View {
  @usableFromInline let content: Content

  /// Creates a group of the views in `content`.
  ///
  /// - Parameter content: The views.
  @inlinable public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves the children in place.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    _resolve(inPlace: &context, into: &elements)
  }

  /// Resolves the children in place, in `context` turned into theirs and back.
  @MainActor public func _resolve(
    inPlace context: inout ResolveContext, into elements: inout [Element]
  ) {
    context.resolve(content, asChild: 0, transparent: true, into: &elements)
  }
}
