/// Changes the attributes of the elements its content produces; primitive.
///
/// Padding, backgrounds and the like are made of it. Applied to a group, it applies to
/// each child, as in SwiftUI.
struct ElementAttributesModifier: ViewModifier {
  typealias Body = Never
  let change: (inout ElementAttributes) -> Void

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex { elements[index].changeAttributes(change) }
  }
}
