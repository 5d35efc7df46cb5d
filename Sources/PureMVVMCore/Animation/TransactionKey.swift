/// A key for a value of your own carried by a ``Transaction``, like SwiftUI's
/// `TransactionKey`.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value a transaction holds until one is set.
  static var defaultValue: Value { get }
}
