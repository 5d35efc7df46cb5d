#if !canImport(Darwin)
  extension SwiftUI {
    /// Runs `body` so that the state changes it makes animate with `animation`, as the
    /// view language's `withAnimation(_:_:)`.
    public static func withAnimation<Result>(
      _ animation: Animation? = .default, _ body: () throws -> Result
    ) rethrows -> Result {
      try PureMVVMCore.withAnimation(animation, body)
    }

    /// Runs `body` with `animation` and calls `completion` when the animation meets
    /// `completionCriteria`, as the view language's
    /// `withAnimation(_:completionCriteria:_:completion:)`.
    public static func withAnimation<Result>(
      _ animation: Animation? = .default,
      completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
      _ body: () throws -> Result, completion: @escaping () -> Void
    ) rethrows -> Result {
      try PureMVVMCore.withAnimation(
        animation, completionCriteria: completionCriteria, body, completion: completion)
    }

    /// Runs `body` inside `transaction`, as the view language's `withTransaction(_:_:)`.
    public static func withTransaction<Result>(
      _ transaction: Transaction, _ body: () throws -> Result
    ) rethrows -> Result {
      try PureMVVMCore.withTransaction(transaction, body)
    }

    /// Runs `body` inside a transaction whose `keyPath` is `value`, as the view
    /// language's `withTransaction(_:_:_:)`.
    public static func withTransaction<Result, Value>(
      _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
      _ body: () throws -> Result
    ) rethrows -> Result {
      try PureMVVMCore.withTransaction(keyPath, value, body)
    }
  }
#endif
