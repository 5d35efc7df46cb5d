/// A task's identity from a value that is only `Equatable`, as `task(id:)` takes: equal
/// when the values are of one type and equal.
struct TaskID: Hashable {
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<Value: Equatable>(_ value: Value) {
    self.value = value
    isEqual = { ($0 as? Value) == value }
  }

  static func == (lhs: TaskID, rhs: TaskID) -> Bool {
    lhs.isEqual(rhs.value)
  }

  /// Every identity hashes alike: identities are only compared.
  func hash(into hasher: inout Hasher) {}
}
