/// Changes the handlers of the elements its content produces: a tag, an alignment guide,
/// a layout value; primitive.
nonisolated struct ElementHandlersModifier: ViewModifier {
  typealias Body = Never
  let change: (ElementHandlers) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex { elements[index].withHandlers(change) }
  }
}
