extension View {
  /// Sets how the view enters and leaves the tree, like SwiftUI's `transition(_:)`.
  ///
  /// The view's elements carry it in ``ElementAttributes/transition``; when the view
  /// enters or leaves the tree after the host's first resolution, the host logs a
  /// ``TransitionRecord``.
  ///
  /// As in SwiftUI, a ``Transition`` of the same name is preferred where both exist
  /// (`.transition(.opacity)` is an ``OpacityTransition``); both record the same
  /// description.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }

  /// Sets how the view enters and leaves the tree with a ``Transition``; the view shows
  /// as the transition's identity phase draws it.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
    IdentityPhase(content: self, transition: transition)
      .modifier(TransitionModifier(transition: AnyTransition(transition)))
  }
}

/// Records a transition on its content's elements and logs the content's insertions and
/// removals in its host; primitive.
nonisolated struct TransitionModifier: ViewModifier {
  typealias Body = Never
  let transition: AnyTransition

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let transition = transition
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.transition = transition }
    }
    let text = Element.title(of: Array(elements[first...]))
    let motion = context.graph.motion
    let log = { (phase: TransitionRecord.Phase) in
      motion.transitions.append(TransitionRecord(phase: phase, transition: transition, text: text))
    }
    context.registerLifecycle(
      .appear { if motion.resolutions > 0 { log(.insertion) } }, at: context.position)
    context.registerLifecycle(.disappear { log(.removal) }, at: context.child(1).position)
  }
}

/// A view as a transition's identity phase draws it, worked out as the view resolves, on
/// the main actor, as the transition's `body(content:phase:)` is; primitive, so the
/// phase's view resolves in the context the view would have.
nonisolated struct IdentityPhase<Content: View, T: Transition>: View {
  typealias Body = Never
  let content: Content
  let transition: T

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    transition.body(content: T.Content(content), phase: .identity)
      ._resolve(in: context, into: &elements)
  }
}
