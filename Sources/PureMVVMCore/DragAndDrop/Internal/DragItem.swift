import Foundation

/// What a drag carries: a transferable value (`.draggable`) or an item provider
/// (`.onDrag`, `.itemProvider`, or items from another app).
package enum DragItem {
  /// A value, transferred through its representations.
  case value(any Transferable)
  /// An item provider, whose representations are loaded by type.
  case provider(NSItemProvider)
}
