/// Changes the attributes of the elements its content produces; primitive.
///
/// Padding, backgrounds and the like are made of it. Applied to a group, it applies to
/// each child, as in SwiftUI.
nonisolated struct ElementAttributesModifier: ViewModifier {
  typealias Body = Never
  let change: (inout ElementAttributes) -> Void
  /// How the modifier changes the space its content is offered (padding, frames), when
  /// the views read geometry; a value, not a closure, so padding allocates nothing more.
  var proposal: GeometryScope.Change? = nil

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    var child = context.child(0)
    if let proposal, let geometry = context.geometry {
      child.geometry = geometry.applying(proposal)
    }
    content._resolve(in: child, into: &elements)
    for index in first..<elements.endIndex { elements[index].changeAttributes(change) }
  }
}
