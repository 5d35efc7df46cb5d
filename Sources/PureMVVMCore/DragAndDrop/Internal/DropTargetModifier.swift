/// Makes the elements its content produces, and their descendants, a drop destination,
/// unless an inner one already is: a drop lands on the innermost destination; primitive.
nonisolated struct DropTargetModifier<Receiver: DropReceiver>: ViewModifier {
  typealias Body = Never
  /// Receives the drop.
  let receiver: Receiver

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let receiver = receiver
    let handler = DropHandler { items, location in await receiver.receive(items, at: location) }
    for index in first..<elements.endIndex {
      elements[index].changeTree { element in
        if element.handlers?.drop == nil { element.withHandlers { $0.drop = handler } }
      }
    }
  }
}
