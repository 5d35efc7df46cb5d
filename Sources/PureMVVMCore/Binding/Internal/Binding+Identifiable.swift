extension Binding where Value: MutableCollection, Value.Element: Identifiable {
  /// Bindings to every element of the collection, each one tied to its element's `id`.
  ///
  /// A binding follows its element if the collection is reordered, and ignores writes once
  /// its element is removed, so a deletion never makes it write to a neighbour.
  ///
  /// - Complexity: O(*n*) to create; each read or write is O(1) while the element stays at
  ///   its index, O(*n*) after it has moved.
  var elementBindings: [Binding<Value.Element>] {
    let collection = wrappedValue
    return collection.indices.map { index in
      Binding<Value.Element>(
        location: IdentifiedElementLocation(
          base: location, index: index, element: collection[index]))
    }
  }
}
