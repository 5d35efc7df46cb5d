extension Element {
  /// How many levels deep a resolved tree may be: deeper levels are replaced by a marker,
  /// so no renderer, reader or query recurses far enough to exhaust a thread's stack.
  ///
  /// Real screens are a few dozen levels deep; a design nested deeper (usually a recursive
  /// view) is drawn down to this depth.
  package static let maximumDepth = 128

  private init(marker storage: ElementStorage) {
    self.storage = storage
  }

  /// The levels of the element and its descendants: 1 for a leaf.
  package var height: Int { Int(storage.fields.pointee.height) }

  /// `elements` with every element deeper than `levels` replaced by a text saying how
  /// many levels were not drawn.
  ///
  /// Recurses at most `levels` deep.
  package static func truncated(
    _ elements: some Collection<Element>, toLevels levels: Int
  ) -> [Element] {
    elements.map { element in
      guard element.height > levels else { return element }
      guard levels > 1 else {
        let message = "… \(element.height) levels not drawn"
        return Element(
          marker: .make(
            ElementFields(
              kind: .text(message), isDisabled: element.isDisabled, identity: element.identity,
              action: nil, box: element.box),
            children: []))
      }
      var copy = element
      copy.children = truncated(element.childElements, toLevels: levels - 1)
      return copy
    }
  }
}
