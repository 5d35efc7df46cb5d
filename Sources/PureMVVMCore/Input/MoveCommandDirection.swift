/// Which way a move command goes, like SwiftUI's `MoveCommandDirection`: what an arrow
/// key sends to `onMoveCommand(perform:)`.
public enum MoveCommandDirection: Hashable, Sendable {
  /// Up.
  case up
  /// Down.
  case down
  /// Left.
  case left
  /// Right.
  case right
}
