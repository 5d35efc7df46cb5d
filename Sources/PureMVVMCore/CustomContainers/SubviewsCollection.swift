/// The subviews of a view, in order, like SwiftUI's `SubviewsCollection`: a collection to
/// pick from, and a view that places them all.
///
/// ```swift
/// Group(subviews: content) { subviews in
///   HStack { subviews.prefix(3) }
///   if subviews.count > 3 { Text("and \(subviews.count - 3) more") }
/// }
/// ```
public struct SubviewsCollection: RandomAccessCollection {
  /// The subviews.
  let subviews: [Subview]

  /// Wraps subviews, in order.
  init(_ subviews: [Subview]) {
    self.subviews = subviews
  }

  /// The position of the first subview: 0.
  public var startIndex: Int { subviews.startIndex }

  /// The position after the last subview: the count.
  public var endIndex: Int { subviews.endIndex }

  /// The subview at `position`.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  public subscript(position: Int) -> Subview { subviews[position] }

  /// The subviews at `bounds`, keeping their positions.
  ///
  /// - Parameter bounds: Positions within the collection.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews[bounds])
  }
}

extension SubviewsCollection: View {
  /// Places every subview, in order.
  public func _resolve(
    in context: ResolveContext, into elements: inout [PureMVVMCore.Element]
  ) {
    for subview in subviews { subview._resolve(in: context, into: &elements) }
  }
}
