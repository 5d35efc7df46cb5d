/// An object that takes part in a drop on a view, like SwiftUI's `DropDelegate`.
///
/// A host's drop asks it, in order: ``validateDrop(info:)`` (refused when `false`),
/// ``dropEntered(info:)``, ``dropUpdated(info:)`` (refused, after ``dropExited(info:)``,
/// when it proposes `.cancel` or `.forbidden`), then ``performDrop(info:)``.
@MainActor @preconcurrency public protocol DropDelegate {
  /// Whether the drop may go on; `true` unless implemented.
  func validateDrop(info: DropInfo) -> Bool
  /// Performs the drop; its answer says whether the drop was accepted.
  func performDrop(info: DropInfo) -> Bool
  /// The drop entered the view.
  func dropEntered(info: DropInfo)
  /// The drop moved over the view; `nil` keeps the last proposal (a copy at first).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drop left the view without being performed.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Allows the drop.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Does nothing.
  public func dropEntered(info: DropInfo) {}
  /// Keeps the last proposal.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Does nothing.
  public func dropExited(info: DropInfo) {}
}
