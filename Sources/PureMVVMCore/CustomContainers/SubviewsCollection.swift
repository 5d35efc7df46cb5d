/// The subviews of a view, in order, like SwiftUI's `SubviewsCollection`: a collection to
/// pick from, and a view that places them all.
///
/// ```swift
/// Group(subviews: content) { subviews in
///   HStack { subviews.prefix(3) }
///   if subviews.count > 3 { Text("and \(subviews.count - 3) more") }
/// }
/// ```
///
/// A slice (`subviews.prefix(3)`, `subviews[1...]`) is a collection of the same type,
/// keeping the positions of its subviews.
public struct SubviewsCollection: RandomAccessCollection {
  /// The subviews, at their positions in the whole collection.
  let subviews: ArraySlice<Subview>

  /// Wraps subviews, in order.
  init(_ subviews: [Subview]) {
    self.subviews = subviews[...]
  }

  /// Wraps subviews at their positions.
  private init(slice: ArraySlice<Subview>) {
    subviews = slice
  }

  /// The position of the first subview: 0 for a whole collection.
  public var startIndex: Int { subviews.startIndex }

  /// The position after the last subview.
  public var endIndex: Int { subviews.endIndex }

  /// The subview at `position`.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  public subscript(position: Int) -> Subview { subviews[position] }

  /// The subviews at `bounds`, keeping their positions.
  ///
  /// - Parameter bounds: Positions within the collection.
  public subscript(bounds: Range<Int>) -> SubviewsCollection {
    SubviewsCollection(slice: subviews[bounds])
  }
}

/// Some of the subviews of a view, like SwiftUI's `SubviewsCollectionSlice`: here a
/// ``SubviewsCollection`` too.
public typealias SubviewsCollectionSlice = SubviewsCollection

extension SubviewsCollection: View {
  /// Places every subview, in order.
  public func _resolve(
    in context: ResolveContext, into elements: inout [PureMVVMCore.Element]
  ) {
    for subview in subviews { subview._resolve(in: context, into: &elements) }
  }
}
