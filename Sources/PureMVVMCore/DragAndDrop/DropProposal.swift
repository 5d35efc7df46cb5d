/// What a drop delegate proposes for a drop over its view, like SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
  /// The operation proposed.
  public let operation: DropOperation

  /// Proposes `operation`.
  ///
  /// - Parameter operation: The operation; `.cancel` or `.forbidden` refuse the drop.
  public init(operation: DropOperation) {
    self.operation = operation
  }
}
