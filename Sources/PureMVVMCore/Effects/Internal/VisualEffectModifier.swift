/// Applies an effect, worked out where the view resolves, to its elements; primitive.
struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier {
  typealias Body = Never
  let effect: (ResolveContext) -> Effect

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let effect = effect(context)
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { effect._apply(to: &$0) }
    }
  }
}
