/// Makes the elements its content produces, and their descendants, a drag source, unless
/// an inner one already is: a drag picks up the innermost source; primitive.
nonisolated struct DragSourceModifier: ViewModifier {
  typealias Body = Never
  /// What dragging the view picks up; `nil` when it picks up nothing now.
  let item: () -> DragItem?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeTree { element in
        if element.handlers?.dragItem == nil { element.withHandlers { $0.dragItem = item } }
      }
    }
  }
}
