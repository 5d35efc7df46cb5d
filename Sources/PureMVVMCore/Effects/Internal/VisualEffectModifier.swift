/// Applies an effect, worked out where the view resolves, to its elements; primitive.
struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier {
  typealias Body = Never
  let effect: (ResolveContext) -> Effect

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let effect = effect(context)
    ElementAttributesModifier { effect._apply(to: &$0) }
      ._resolve(content: content, in: context, into: &elements)
  }
}
