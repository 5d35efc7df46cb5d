/// Registers a lifecycle event for its own identity, then resolves its content.
///
/// The host runs the event's action at the point SwiftUI would. Primitive.
nonisolated struct LifecycleModifier: ViewModifier {
  typealias Body = Never
  let event: LifecycleRegistry.Event

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    context.registerLifecycle(event, at: context.position)
    content._resolve(in: context.child(0), into: &elements)
  }
}
