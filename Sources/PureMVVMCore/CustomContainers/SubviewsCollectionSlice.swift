/// Some of the subviews of a view, like SwiftUI's `SubviewsCollectionSlice`: what
/// `subviews.prefix(3)` or `subviews[1...]` returns, a view that places them.
public struct SubviewsCollectionSlice: RandomAccessCollection {
  /// The subviews, at their positions in the whole collection.
  let subviews: ArraySlice<Subview>

  /// Wraps subviews at their positions.
  init(_ subviews: ArraySlice<Subview>) {
    self.subviews = subviews
  }

  /// The position of the first subview of the slice, in the whole collection.
  public var startIndex: Int { subviews.startIndex }

  /// The position after the last subview of the slice.
  public var endIndex: Int { subviews.endIndex }

  /// The subview at `position`.
  ///
  /// - Parameter position: A position within the slice.
  public subscript(position: Int) -> Subview { subviews[position] }

  /// The subviews at `bounds`.
  ///
  /// - Parameter bounds: Positions within the slice.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews[bounds])
  }
}

extension SubviewsCollectionSlice: View {
  /// Places every subview of the slice, in order.
  public func _resolve(
    in context: ResolveContext, into elements: inout [PureMVVMCore.Element]
  ) {
    for subview in subviews { subview._resolve(in: context, into: &elements) }
  }
}
