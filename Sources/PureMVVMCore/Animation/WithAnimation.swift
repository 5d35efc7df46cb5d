/// Runs `body` and animates the changes it makes, like SwiftUI's `withAnimation(_:_:)`.
///
/// A host draws the final state at once and records the animation in its last
/// transaction, so a test can assert it.
///
/// - Parameters:
///   - animation: The animation; `nil` for none.
///   - body: The change.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, animates the changes it makes and runs `completion` when the animation
/// finishes: at once in a host, after the change (and after completions added before it).
///
/// - Parameters:
///   - animation: The animation; `nil` for none.
///   - completionCriteria: When the animation counts as finished.
///   - body: The change.
///   - completion: What to run when it finishes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// Runs `body` under `transaction`, like SwiftUI's `withTransaction(_:_:)`.
///
/// - Parameters:
///   - transaction: The transaction the changes in `body` run under.
///   - body: The change.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionScope.run(transaction, body)
}

/// Runs `body` under the current transaction with one value of it changed.
///
/// - Parameters:
///   - keyPath: The value to change.
///   - value: Its value while `body` runs.
///   - body: The change.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = TransactionScope.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
