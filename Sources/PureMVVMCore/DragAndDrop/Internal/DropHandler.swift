import Foundation

/// Receives dragged items on a drop destination: loads what it accepts, runs the design's
/// drop action, and answers whether the drop was accepted.
package struct DropHandler {
  /// Performs a drop of `items` at `location`.
  package let perform: @MainActor ([DragItem], CGPoint) async -> Bool
}

/// What a drop destination does with a drop: one per kind of drop modifier.
protocol DropReceiver {
  /// Loads what it accepts of `items`, runs the design's action, and answers whether the
  /// drop was accepted.
  @MainActor func receive(_ items: [DragItem], at location: CGPoint) async -> Bool
}
