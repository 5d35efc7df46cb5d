/// A fixed sequence of designs, produced by a ``DesignBuilder`` block.
public struct TupleDesign<each Child: Design>: Design {
  private let children: (repeat each Child)

  init(_ children: repeat each Child) {
    self.children = (repeat each children)
  }

  /// Resolves every child in order.
  ///
  /// - Parameters:
  ///   - context: Where the design sits.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var index: UInt64 = 0
    for child in repeat each children {
      child._resolve(in: context.child(index), into: &elements)
      index += 1
    }
  }
}
