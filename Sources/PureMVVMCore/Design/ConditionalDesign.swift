/// One of two designs, produced by `if`/`else` or `switch` in a ``DesignBuilder`` block.
public struct ConditionalDesign<First: Design, Second: Design>: Design {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  /// Resolves the branch that was taken; each branch has its own state.
  ///
  /// - Parameters:
  ///   - context: Where the design sits.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    switch storage {
    case .first(let design): design._resolve(in: context.child(0), into: &elements)
    case .second(let design): design._resolve(in: context.child(1), into: &elements)
    }
  }
}
