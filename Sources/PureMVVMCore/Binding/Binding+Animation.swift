extension Binding {
  /// A binding whose writes animate with `animation`, like SwiftUI's `animation(_:)`.
  ///
  /// - Parameter animation: The animation; `nil` for none.
  /// - Returns: The binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var binding = self
    binding.transaction.animation = animation
    return binding
  }

  /// A binding whose writes run under `transaction`, like SwiftUI's `transaction(_:)`.
  ///
  /// - Parameter transaction: The transaction.
  /// - Returns: The binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}
