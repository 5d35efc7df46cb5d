/// A fixed sequence of designs, produced by a ``ViewBuilder`` block.
public struct TupleView<each Child: View>: View {
  @usableFromInline let children: (repeat each Child)

  @inlinable
  init(_ children: repeat each Child) {
    self.children = (repeat each children)
  }

  /// Resolves every child in order.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var index: UInt64 = 0
    for child in repeat each children {
      child._resolve(in: context.child(index), into: &elements)
      index += 1
    }
  }
}
