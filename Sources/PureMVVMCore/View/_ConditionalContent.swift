/// One of two designs, produced by `if`/`else` or `switch` in a ``ViewBuilder`` block.
public nonisolated struct _ConditionalContent<First: View, Second: View>: View {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  /// Resolves the branch that was taken; each branch has its own state.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    _resolve(inPlace: &context, into: &elements)
  }

  /// Resolves the branch taken, in `context` turned into the branch's and back.
  @MainActor public func _resolve(
    inPlace context: inout ResolveContext, into elements: inout [Element]
  ) {
    switch storage {
    case .first(let design): context.resolve(design, asChild: 0, transparent: true, into: &elements)
    case .second(let design):
      context.resolve(design, asChild: 1, transparent: true, into: &elements)
    }
  }
}
