import Foundation

/// Lets a drop delegate take part in drops of some content types (`.onDrop(of:delegate:)`).
struct DelegateDropReceiver: DropReceiver {
  let contentTypes: [UTType]
  let delegate: any DropDelegate

  /// Validates, enters, updates and performs the drop, in the system's order; a drop with
  /// no conforming item, a refusal at validation, or a `.cancel` or `.forbidden` proposal
  /// (after `dropExited`) ends it unperformed.
  @MainActor func receive(_ items: [DragItem], at location: CGPoint) async -> Bool {
    let info = DropInfo(location: location, providers: await DragTransfer.providers(from: items))
    guard info.hasItemsConforming(to: contentTypes), delegate.validateDrop(info: info) else {
      return false
    }
    delegate.dropEntered(info: info)
    let operation = delegate.dropUpdated(info: info)?.operation
    guard operation != .cancel, operation != .forbidden else {
      delegate.dropExited(info: info)
      return false
    }
    return delegate.performDrop(info: info)
  }
}
