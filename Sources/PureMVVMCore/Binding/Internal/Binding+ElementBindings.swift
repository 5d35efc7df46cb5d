extension Binding where Value: MutableCollection {
  /// Bindings to every element of the collection, each one tied to its element's id (the
  /// value `identify` reads from it).
  ///
  /// A binding follows its element if the collection is reordered, and ignores writes once
  /// its element is removed, so a deletion never makes it write to a neighbour.
  ///
  /// - Complexity: O(*n*) to create; each read or write is O(1) while the element stays at
  ///   its index, O(*n*) after it has moved.
  func elementBindings<ID: Hashable>(identifiedBy identify: @escaping (Value.Element) -> ID)
    -> [Binding<Value.Element>]
  {
    let collection = wrappedValue
    return collection.indices.map { index in
      Binding<Value.Element>(
        location: IdentifiedElementLocation(
          base: location, index: index, element: collection[index], identify: identify),
        transactionBox: transactionBox)
    }
  }
}

extension Binding where Value: MutableCollection, Value.Element: Identifiable {
  /// Bindings to every element of the collection, each one tied to its element's `id`.
  var elementBindings: [Binding<Value.Element>] {
    elementBindings(identifiedBy: { $0.id })
  }
}
