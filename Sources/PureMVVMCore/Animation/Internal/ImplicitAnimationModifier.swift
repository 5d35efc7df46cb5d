/// Applies a transform to the last change's transaction — on every change, or when a value
/// changes — and records an implicit animation on the elements of its content; primitive.
nonisolated struct ImplicitAnimationModifier: ViewModifier {
  typealias Body = Never

  /// When the transform applies.
  enum Trigger {
    /// Whenever the host resolves the view after a change.
    case everyChange
    /// When the value differs from its value in the previous resolution.
    case value(Any, isEqual: (Any) -> Bool)
  }

  let transform: (inout Transaction) -> Void
  let animation: Animation?
  let trigger: Trigger

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let invalidation = context.graph.invalidation
    switch trigger {
    case .everyChange:
      invalidation.transformTransaction(transform)
    case .value(let value, let isEqual):
      let transform = transform
      context.registerLifecycle(
        .change(
          value: value, isEqual: isEqual, initial: false,
          action: { _, _ in invalidation.changeTransaction(transform) }),
        at: context.position)
    }
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard let animation else { return }
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.animation = animation }
    }
  }
}
