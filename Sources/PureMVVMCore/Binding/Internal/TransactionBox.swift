/// A binding's own transaction, held by reference so a binding without one stays small.
final class TransactionBox {
  /// The transaction.
  let transaction: Transaction

  /// A box holding `transaction`.
  init(_ transaction: Transaction) {
    self.transaction = transaction
  }
}
