#if !canImport(Darwin)
  /// A value an operator or `sink` keeps to use when values arrive: a closure or an
  /// upstream publisher, which need not be `Sendable`.
  ///
  /// `@unchecked Sendable` is safe as used: each value is made on one thread and, once
  /// wrapped, used only on the main queue (publishers here deliver there and nowhere
  /// else), one delivery at a time, so never from two threads at once. What it does not
  /// prove is the caller's side: a closure formed inside another actor runs on the main
  /// actor, not in that actor, as in Combine a closure runs on whichever thread sends, not
  /// where it was formed. That hazard is Combine's own, whose closures are not `Sendable`
  /// either; this type adds none that Combine lacks.
  struct MainActorBound<Value>: @unchecked Sendable {
    let value: Value
  }
#endif
