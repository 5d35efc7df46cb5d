/// Sets a layout value on each element its content produces.
struct LayoutValueModifier: ViewModifier {
  typealias Body = Never
  let key: ObjectIdentifier
  let value: Any

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].withHandlers { $0.layoutValues[key] = value }
    }
  }
}
