import Foundation

/// Receives values of one transferable type (`.dropDestination`).
struct ValueDropReceiver<T: Transferable>: DropReceiver {
  let action: ([T], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void

  /// Loads the values; with none, does nothing; otherwise targets, acts, untargets.
  @MainActor func receive(_ items: [DragItem], at location: CGPoint) async -> Bool {
    let values = await DragTransfer.values(T.self, from: items)
    guard !values.isEmpty else { return false }
    isTargeted(true)
    defer { isTargeted(false) }
    return action(values, location)
  }
}
