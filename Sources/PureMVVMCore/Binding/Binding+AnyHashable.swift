extension Binding where Value == AnyHashable {
  /// Creates a binding that reads `base`'s value as an `AnyHashable`, like SwiftUI's
  /// `Binding.init(_:)` for a hashable base: a write of a value of `base`'s type writes
  /// through, a write of any other type is ignored.
  ///
  /// - Parameter base: The binding to a hashable value.
  public init<V: Hashable>(_ base: Binding<V>) {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { newValue in
        if let value = newValue.base as? V { base.wrappedValue = value }
      })
  }
}
