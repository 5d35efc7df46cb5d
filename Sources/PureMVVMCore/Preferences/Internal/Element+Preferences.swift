/// What a subtree gives for a preference key: a value, or nothing (the parts of a
/// group after the first, when `.transformPreference` gave the whole group's value to the
/// first).
package enum PreferenceEntry {
  case value(Any)
  case nothing
}

extension Element {
  /// The value `elements` and their descendants give for `key`, combined in order.
  ///
  /// `nil` when none sets one. An element that sets a value stands for its whole subtree.
  package static func preference<K: PreferenceKey>(
    _ key: K.Type, in elements: some Collection<Element>
  ) -> K.Value? {
    var result: K.Value?
    let id = ObjectIdentifier(key)
    for element in elements {
      let next: K.Value?
      switch element.handlers?.preferences[id] {
      case .value(let value)?: next = value as? K.Value
      case .nothing?: next = nil
      case nil: next = preference(key, in: element.childElements)
      }
      guard let next else { continue }
      if var combined = result {
        K.reduce(value: &combined, nextValue: { next })
        result = combined
      } else {
        result = next
      }
    }
    return result
  }

  /// Sets what `elements` give for `key`: `value` for the first, nothing for the others.
  package static func setPreference(
    _ key: ObjectIdentifier, to value: Any, on elements: inout [Element], from first: Int
  ) {
    for index in first..<elements.endIndex {
      let entry: PreferenceEntry = index == first ? .value(value) : .nothing
      elements[index].withHandlers { $0.preferences[key] = entry }
    }
  }
}
