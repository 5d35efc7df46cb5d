/// Adds a toolbar element after its content; primitive.
nonisolated struct ToolbarModifier<Items: View>: ViewModifier {
  typealias Body = Never
  let items: Items

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    var resolved: [Element] = []
    items._resolve(in: context.child(1), into: &resolved)
    // A hidden bottom bar takes its items with it: neither drawn nor found. (A bar hidden
    // around this modifier is hidden on its content's elements too.) The walk over the
    // content is made only when there are bottom items.
    let isBottom = { (item: Element) in item.box.value.toolbarPlacement?.position == .bottom }
    if resolved.contains(where: isBottom), elements[first...].contains(where: \.hidesBottomBar) {
      resolved.removeAll(where: isBottom)
    }
    elements.append(Element(.toolbar, children: resolved, context: context))
  }
}

extension Element {
  /// Resolves `content` into `elements`, each marked with `placement`.
  @MainActor
  static func placing(
    _ content: some View, at placement: ToolbarItemPlacement, in context: ResolveContext,
    into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.toolbarPlacement = placement }
    }
  }
}
