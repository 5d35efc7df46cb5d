/// Adds an accessory to the tab view its content resolves to, after the selected tab;
/// primitive.
nonisolated struct TabViewAccessoryModifier<Accessory: View>: ViewModifier {
  typealias Body = Never
  let accessory: Accessory
  let isEnabled: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard isEnabled,
      let tabView = elements[first...].lastIndex(where: { $0.kind.tabTitles != nil })
    else { return }
    var inner = context.child(1)
    inner.environment.tabViewBottomAccessoryPlacement = .expanded
    var resolved: [Element] = []
    accessory._resolve(in: inner, into: &resolved)
    for index in resolved.indices {
      resolved[index].changeAttributes { $0.part = .footer }
    }
    elements[tabView].appendChildren(contentsOf: resolved)
  }
}
