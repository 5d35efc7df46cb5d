/// A view made from a collection, like SwiftUI's `DynamicViewContent`: a `ForEach` is one,
/// and its rows can be deleted, moved and dropped between (``ForEach/onDelete(perform:)``,
/// ``ForEach/onMove(perform:)``, `onInsert(of:perform:)`).
public protocol DynamicViewContent: View {
  /// The type of collection the view is made from.
  associatedtype Data: Collection

  /// The collection the view is made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}
