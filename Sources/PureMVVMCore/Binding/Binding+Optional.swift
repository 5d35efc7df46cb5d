extension Binding {
  /// Creates a non-optional binding from an optional one, or `nil` if its value is `nil`.
  ///
  /// If the base becomes `nil` later, the new binding keeps returning the last value it saw
  /// and ignores writes (SwiftUI traps in that case; PureMVVM does not).
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      location: UnwrappedLocation(base: base.location, lastValue: value),
      transactionBox: base.transactionBox)
  }

  /// Creates an optional binding from a non-optional one; writing `nil` through it is ignored.
  ///
  /// - Parameter base: A binding to a non-optional value.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(location: PromotedLocation(base: base.location), transactionBox: base.transactionBox)
  }
}
