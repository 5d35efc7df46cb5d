/// Tags the elements its content produces; primitive.
struct TagModifier: ViewModifier {
  typealias Body = Never
  let tag: AnyHashable

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex { elements[index].withHandlers { $0.tag = tag } }
  }
}
