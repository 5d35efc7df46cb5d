/// Changes attributes every element below inherits (font, foreground, styles); primitive.
nonisolated struct InheritedAttributes: ViewModifier {
  typealias Body = Never
  let change: @Sendable (inout ElementAttributes) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var context = context.child(0)
    context.environment.inheritedAttributes =
      context.environment.inheritedAttributes.changing(change)
    content._resolve(in: context, into: &elements)
  }
}
