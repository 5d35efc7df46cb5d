/// The selection of a list: one optional row or a set of rows.
///
/// SwiftUI's `List(selection: Binding<SelectionValue>)` is macOS-only; on iOS, which this
/// package mirrors, offering it would make `List(selection: $set)` select one `Set` value.
enum RowSelection<Value: Hashable> {
  case optional(Binding<Value?>)
  case set(Binding<Set<Value>>)

  /// Whether several rows can be selected, which SwiftUI allows only while editing.
  var isMultiple: Bool {
    if case .set = self { true } else { false }
  }

  /// Whether the row tagged `value` is selected.
  func contains(_ value: Value) -> Bool {
    switch self {
    case .optional(let binding): binding.wrappedValue == value
    case .set(let binding): binding.wrappedValue.contains(value)
    }
  }

  /// Selects the row tagged `value`; in a set, adds it or, if it is in, removes it.
  func select(_ value: Value) {
    switch self {
    case .optional(let binding): binding.wrappedValue = value
    case .set(let binding):
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
  }
}
