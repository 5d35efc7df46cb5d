/// Applies an effect, given or worked out from the view's geometry (its frame where it has
/// one, and otherwise the space it is offered), to its elements; primitive.
nonisolated struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier {
  typealias Body = Never
  /// Where the effect comes from.
  enum Source {
    /// An effect given as it is.
    case given(Effect)
    /// An effect worked out from the geometry of the view it applies to.
    case geometry((GeometryProxy) -> Effect)
  }

  /// Where the effect comes from.
  let source: Source

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    switch source {
    case .given(let effect):
      ElementAttributesModifier { effect._apply(to: &$0) }
        ._resolve(content: content, in: context, into: &elements)
    case .geometry(let effect):
      let offered = context.readGeometry()
      let first = elements.endIndex
      content._resolve(in: context.child(0), into: &elements)
      for index in first..<elements.endIndex {
        let applied = effect(GeometryProxy(scope: offered.taken(by: elements[index])))
        elements[index].changeAttributes { applied._apply(to: &$0) }
      }
    }
  }
}
