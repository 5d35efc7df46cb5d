extension Element {
  /// Changes the child at `index` in place (on a copy of this element's storage if
  /// another element shares it), and works out again what the element holds.
  package mutating func changeChild<Result>(
    at index: Int, _ change: (inout Element) -> Result
  ) -> Result {
    precondition(childElements.indices.contains(index), "Index out of range")
    makeUnique()
    defer { storage.noteContents() }
    return change(&storage.children[index])
  }
  /// Changes each child in place, in order, as ``changeChild(at:_:)`` does.
  package mutating func changeEachChild(_ change: (inout Element) -> Void) {
    guard !childElements.isEmpty else { return }
    makeUnique()
    for index in storage.children.indices { change(&storage.children[index]) }
    storage.noteContents()
  }
  /// Changes this element, then each of its descendants, depth first, in order.
  package mutating func changeTree(_ change: (inout Element) -> Void) {
    change(&self)
    changeEachChild { $0.changeTree(change) }
  }
  /// Adds `elements` after the children, in a new storage.
  package mutating func appendChildren(contentsOf elements: [Element]) {
    storage = storage.replacingChildren(with: childElements + elements)
  }
  /// Changes the children in place without working out again what the element holds.
  ///
  /// Only for a change that leaves every child holding what it held, as deep as it did:
  /// children replaced by ones of the same shape (see `Element.canReplace(_:with:)`).
  /// Noting the contents walks every child, 10k of them for a list whose one row was
  /// replaced. Debug builds check that the contents are unchanged.
  package mutating func changeChildrenKeepingContents<Result>(
    _ change: (UnsafeMutableBufferPointer<Element>) -> Result
  ) -> Result {
    makeUnique()
    #if DEBUG
      let before = (containsPresentation, containsToolbar, containsControl, height)
      defer {
        storage.noteContents()
        assert(
          before == (containsPresentation, containsToolbar, containsControl, height),
          "children changed what their element holds")
      }
    #endif
    return change(storage.children)
  }
}
