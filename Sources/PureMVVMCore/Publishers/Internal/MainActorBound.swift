#if !canImport(Darwin)
  /// A value an operator or `sink` keeps to use when values arrive: a closure or an
  /// upstream publisher, which need not be `Sendable`.
  ///
  /// `@unchecked Sendable` is safe as used: publishers here deliver on the main actor
  /// only, so the value is only ever used there, one delivery at a time, never from two
  /// threads at once; as with Combine, a closure runs where the value is sent.
  struct MainActorBound<Value>: @unchecked Sendable {
    let value: Value
  }
#endif
