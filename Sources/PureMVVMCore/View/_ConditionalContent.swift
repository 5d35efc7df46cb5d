/// One of two designs, produced by `if`/`else` or `switch` in a ``ViewBuilder`` block.
public struct _ConditionalContent<First: View, Second: View>: View {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  /// Resolves the branch that was taken; each branch has its own state.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    switch storage {
    case .first(let design): design._resolve(in: context.transparentChild(0), into: &elements)
    case .second(let design): design._resolve(in: context.transparentChild(1), into: &elements)
    }
  }
}
