/// The values of every ``Stateful`` under one host, keyed by position in the tree.
///
/// A host (inspector, console, preview session) keeps one store for its lifetime, so state
/// survives re-resolution. A position whose value type changed gets a fresh value.
@MainActor
final class StateStore {
  private var boxes: [UInt64: AnyObject] = [:]

  func box<Value>(at position: UInt64, initialValue: Value) -> StateBox<Value> {
    if let box = boxes[position] as? StateBox<Value> {
      return box
    }
    let box = StateBox(initialValue)
    boxes[position] = box
    return box
  }
}
