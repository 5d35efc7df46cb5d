/// Gives a view a menu opened by a long press, over the screen, with an optional preview;
/// primitive.
///
/// Each item closes the menu after running. A menu whose items resolve to nothing is off,
/// as in SwiftUI: a long press does nothing.
nonisolated struct ContextMenuModifier: ViewModifier {
  typealias Body = Never
  let items: AnyView
  let preview: AnyView?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let isOpen = context.primitiveState(false)
    // Whether the menu has items; the content keeps its identity either way.
    var probe: [Element] = []
    items._resolve(in: context.child(1), into: &probe)
    let hasItems = !probe.isEmpty
    let opening = GestureHandler(priority: .normal) { event in
      hasItems && event.kind == .longPress ? [{ isOpen.wrappedValue = true }] : nil
    }
    let items = items
    content.modifier(GestureModifier(handler: opening, mask: .all))
      .modifier(
        PresentationModifier(
          style: { _ in .contextMenu },
          presented: { hasItems && isOpen.wrappedValue ? true : nil },
          setDismissed: { isOpen.wrappedValue = false }, onDismiss: nil, content: { items },
          message: preview.map { preview in { preview } })
      )
      ._resolve(in: context.child(0), into: &elements)
  }
}
