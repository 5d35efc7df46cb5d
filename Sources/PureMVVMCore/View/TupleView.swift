/// A fixed sequence of designs, produced by a ``ViewBuilder`` block.
public struct TupleView<each Child: View>: View {
  @usableFromInline let children: (repeat each Child)

  @inlinable
  init(_ children: repeat each Child) {
    self.children = (repeat each children)
  }

  /// Resolves every child in order.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    // A container's fresh children array gets room for one element per child at once,
    // instead of growing twice for three children. Only when empty: reserving in an array
    // a `ForEach` keeps appending to would reallocate it for every row.
    if elements.isEmpty { elements.reserveCapacity(Self.childCount) }
    var index: UInt64 = 0
    var childContext = context
    for child in repeat each children {
      if context.startsGroups {
        context.lifecycleGate?.beginGroup(at: elements.endIndex)
        childContext.becomeChild(index, of: context)
        childContext.startsGroups = true
      } else {
        childContext.becomeChild(index, of: context)
      }
      child._resolve(in: childContext, into: &elements)
      index += 1
    }
  }

  /// How many children the tuple has.
  private static var childCount: Int {
    var count = 0
    for _ in repeat (each Child).self { count += 1 }
    return count
  }
}
