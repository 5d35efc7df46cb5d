/// Applies an effect, given or worked out from the geometry where the view resolves, to
/// its elements; primitive.
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
    let effect =
      switch source {
      case .given(let effect): effect
      case .geometry(let effect): effect(GeometryProxy(scope: context.readGeometry()))
      }
    ElementAttributesModifier { effect._apply(to: &$0) }
      ._resolve(content: content, in: context, into: &elements)
  }
}
