/// What a drop does with its items, like SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable {
  /// The drop is cancelled.
  case cancel
  /// The drop is not allowed here.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}
