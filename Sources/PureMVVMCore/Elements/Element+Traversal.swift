extension Element {
  /// Calls `body` on every element of `elements` and their descendants, parents before
  /// children, in order.
  ///
  /// With `intoControlLabels: false`, the views that make up a control's label (a button's
  /// text, a toggle's title) are not visited: they are the control's title, not content of
  /// the screen.
  ///
  /// - Parameters:
  ///   - elements: The elements to walk.
  ///   - intoControlLabels: Whether to visit the children of controls.
  ///   - body: What to do with each element.
  public static func visit(
    _ elements: [Element], intoControlLabels: Bool = true, _ body: (Element) -> Void
  ) {
    visit(elements[...], intoControlLabels: intoControlLabels, body)
  }

  /// Calls `body` on every element of `elements` and their descendants, as
  /// ``visit(_:intoControlLabels:_:)-(_,_,_)`` does for an array: specialised for each
  /// kind of collection, an element's children included.
  package static func visit(
    _ elements: some ElementCollection, intoControlLabels: Bool = true,
    _ body: (Element) -> Void
  ) {
    for element in elements {
      body(element)
      if intoControlLabels || !element.isControl {
        visit(element.childElements, intoControlLabels: intoControlLabels, body)
      }
    }
  }

  /// Calls `body` on every control (element of kind `.control`) in `elements` and their
  /// descendants, in the order ``visit(_:intoControlLabels:_:)-(_,_,_)`` meets them, without
  /// walking into elements that hold none: a query for a button among 10k rows of links
  /// reads each row's element, not all five of its elements.
  package static func visitControls(
    _ elements: some ElementCollection, _ body: (Element) -> Void
  ) {
    for element in elements where element.containsControl {
      if element.kind.isControl { body(element) }
      visitControls(element.childElements, body)
    }
  }

  /// Whether the element is a control whose children are its label.
  public var isControl: Bool {
    control?.childrenAreLabel == true
  }
}
