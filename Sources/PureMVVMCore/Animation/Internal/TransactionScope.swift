import Foundation

/// The transactions running on the current thread: the innermost is the one a change
/// made now runs under; completion handlers wait until the outermost ends.
///
/// Kept per thread (in the thread's dictionary), so changes on other threads never see
/// it, and it needs no lock.
package final class TransactionScope {
  private static let key = "PureMVVM.TransactionScope"
  private var stack: [Transaction] = []
  private var completions: [() -> Void] = []

  /// The transaction a change made now on this thread runs under, or `nil` outside every
  /// `withTransaction` and `withAnimation`.
  package static var current: Transaction? {
    (Thread.current.threadDictionary[key] as? TransactionScope)?.stack.last
  }

  /// Runs `body` under `transaction`; when it is the outermost, runs every completion
  /// handler added meanwhile afterwards, in the order they were added.
  static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
    -> Result
  {
    let scope = scopeOfCurrentThread()
    scope.stack.append(transaction.recorded)
    defer { scope.end(transaction) }
    return try body()
  }

  private static func scopeOfCurrentThread() -> TransactionScope {
    let dictionary = Thread.current.threadDictionary
    if let scope = dictionary[key] as? TransactionScope { return scope }
    let scope = TransactionScope()
    dictionary[key] = scope
    return scope
  }

  private func end(_ transaction: Transaction) {
    stack.removeLast()
    completions += transaction.completions
    guard stack.isEmpty else { return }
    while !completions.isEmpty {
      let pending = completions
      completions = []
      for completion in pending { completion() }
    }
  }
}
