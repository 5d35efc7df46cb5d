/// A fixed sequence of designs, produced by a ``ViewBuilder`` block.
public nonisolated struct TupleView<each Child: View>: View {
  /// Resolves the children in order.
  ///
  /// A closure made where the tuple is built, so that it is compiled for the children's
  /// types there: resolving the tuple then looks up neither its layout nor its children's
  /// types at run time, and calls each child's resolution directly. Code generic over the
  /// pack does both for every child.
  @usableFromInline let resolveChildren:
    @MainActor (TupleView, inout ResolveContext, inout [Element]) -> Void
  /// The children.
  ///
  /// After the closure: generic code then finds the closure at a fixed place, without
  /// working out the children's layout at run time.
  @usableFromInline let children: (repeat each Child)

  @inlinable
  init(_ children: repeat each Child) {
    self.children = (repeat each children)
    resolveChildren = { tuple, context, elements in
      // A container's fresh children array gets room for one element per child at once,
      // instead of growing twice for three children. Only when empty: reserving in an
      // array a `ForEach` keeps appending to would reallocate it for every row.
      if elements.isEmpty {
        var count = 0
        for _ in repeat (each Child).self { count += 1 }
        elements.reserveCapacity(count)
      }
      // Each child in turn in the tuple's own context, given back as it was at the end.
      let place = context.place
      var index: UInt64 = 0
      for child in repeat each tuple.children {
        context.becomeSibling(index, of: place, at: elements.endIndex)
        child._resolve(inPlace: &context, into: &elements)
        index += 1
      }
      context.leave(to: place)
    }
  }

  /// Resolves every child in order.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    resolveChildren(self, &context, &elements)
  }

  /// Resolves every child in order, in `context` turned into each child's in turn.
  @MainActor public func _resolve(
    inPlace context: inout ResolveContext, into elements: inout [Element]
  ) {
    resolveChildren(self, &context, &elements)
  }
}
