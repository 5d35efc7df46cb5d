/// A run of elements that a host resolving only what changed replaced in its tree.
package struct ElementReplacement {
  /// The elements that were in the tree.
  package let old: [Element]
  /// The elements in their place, of the same shape (see `Element.canReplace(_:with:)`).
  package let new: [Element]
  /// The containers around them that were copied, outermost first, before and after.
  ///
  /// A container is copied when something besides the tree held it too, or when it holds
  /// a presentation. One the tree alone held changed in place, and is not listed: nothing
  /// else holds it to be told.
  package let ancestors: [(old: Element, new: Element)]

  /// Each element of ``old`` and its descendants, and each of their ancestors, paired
  /// with the one in its place.
  package var counterparts: [(old: Element, new: Element)] {
    var pairs = ancestors
    Self.pair(old, new, into: &pairs)
    return pairs
  }

  private static func pair(
    _ old: some Collection<Element>, _ new: some Collection<Element>,
    into pairs: inout [(old: Element, new: Element)]
  ) {
    for (old, new) in zip(old, new) {
      pairs.append((old, new))
      pair(old.childElements, new.childElements, into: &pairs)
    }
  }
}

extension Element {
  /// Whether `new` can take the place of `old` in a resolved tree without any view above
  /// them telling the difference: the same elements, identities, attributes, flags,
  /// preferences and children, differing only in what texts say, in controls' titles and
  /// values, and in their actions.
  static func canReplace(
    _ old: some Collection<Element>, with new: some Collection<Element>
  ) -> Bool {
    guard old.count == new.count else { return false }
    for (old, new) in zip(old, new) {
      guard old.identity == new.identity, old.isDisabled == new.isDisabled,
        old.isFocused == new.isFocused, (old.action == nil) == (new.action == nil),
        old.kind.canBeReplaced(by: new.kind), old.box.value == new.box.value,
        old.handlers.hasSameShape(as: new.handlers),
        canReplace(old.childElements, with: new.childElements)
      else { return false }
    }
    return true
  }

  /// What tells this element's storage from others: equal for an element and its copies
  /// until one of them changes.
  package var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Replaces the run of elements `old`, found by storage (so untouched since it was
  /// made) inside plain containers only, with `new` in `tree`.
  ///
  /// Containers that only `tree` holds change in place: a list of 10k rows whose one row
  /// is replaced is not copied, unless something else holds the list too.
  ///
  /// - Precondition: `Element.canReplace(old, with: new)`.
  ///
  /// - Parameters:
  ///   - old: The elements to replace, as they were made.
  ///   - new: The elements to put in their place.
  ///   - tree: The tree holding `old`.
  ///   - position: Where `old` is likely to be among its siblings (where it was made):
  ///     each container on the way is looked at there before it is searched.
  /// - Returns: What was replaced, or `nil` when `old` was not found (`tree` then shows
  ///   the same elements, some of them copies).
  static func replace(
    _ old: [Element], with new: [Element], in tree: inout [Element], near position: Int = 0
  ) -> ElementReplacement? {
    guard let first = old.first else {
      return new.isEmpty ? ElementReplacement(old: [], new: [], ancestors: []) : nil
    }
    var ancestors: [(old: Element, new: Element)] = []
    guard let path = path(to: first.storage, in: tree, near: position),
      tree.withUnsafeMutableBufferPointer({
        replace(old, with: new, at: path[...], in: $0, ancestors: &ancestors)
      })
    else { return nil }
    return ElementReplacement(old: old, new: new, ancestors: ancestors.reversed())
  }

  /// The indices leading to the element with `storage`, through plain containers only,
  /// looking at `position` in each container before searching it.
  private static func path(
    to storage: ElementStorage, in elements: some ElementCollection, near position: Int
  ) -> [Int]? {
    if elements.indices.contains(position), elements[position].storage === storage {
      return [position]
    }
    for (index, element) in elements.enumerated() {
      if element.storage === storage { return [index] }
      guard element.kind.isPlainContainer,
        let path = path(to: storage, in: element.childElements, near: position)
      else { continue }
      return [index] + path
    }
    return nil
  }

  private static func replace(
    _ old: [Element], with new: [Element], at path: ArraySlice<Int>,
    in elements: UnsafeMutableBufferPointer<Element>,
    ancestors: inout [(old: Element, new: Element)]
  ) -> Bool {
    let index = path[path.startIndex]
    guard path.count == 1 else {
      // A container only this tree holds changes in place, children and all: no one else
      // holds it, so no one needs its counterpart. A shared one is copied, and listed, as
      // is one holding a presentation: a host may hold copies of it with the presentation
      // taken out (the inspector's covered screen), which it cannot swap, and must know.
      let listed =
        isKnownUniquelyReferenced(&elements[index].storage)
          && !elements[index].containsPresentation ? nil : elements[index]
      // Every element replaced has the same shape as the old (`canReplace`), so each
      // container around them holds what it held.
      let found = elements[index].changeChildrenKeepingContents {
        replace(old, with: new, at: path.dropFirst(), in: $0, ancestors: &ancestors)
      }
      if found, let listed { ancestors.append((listed, elements[index])) }
      return found
    }
    let run = index..<index + old.count
    guard run.upperBound <= elements.count,
      zip(elements[run], old).allSatisfy({ $0.storage === $1.storage })
    else { return false }
    // `canReplace` made sure there are as many new elements as old.
    _ = UnsafeMutableBufferPointer(rebasing: elements[run]).update(fromContentsOf: new)
    return true
  }
}

extension Element.Kind {
  /// Whether an element of this kind can become one of `kind` in place: texts that say
  /// something else, controls with another title, value or role (no container takes
  /// anything from them).
  fileprivate func canBeReplaced(by kind: Self) -> Bool {
    switch (self, kind) {
    case (.text, .text), (.control, .control): true
    default: self == kind
    }
  }

  /// Whether a container of this kind takes nothing from its children when it resolves
  /// (unlike a control's title, a link's or a tab view's), so a child may change alone.
  ///
  /// A navigation stack's titles come from its screens' `.navigation` elements, whose
  /// kinds a replacement keeps.
  fileprivate var isPlainContainer: Bool {
    switch self {
    case .vStack, .hStack, .zStack, .grid, .gridRow, .list, .form, .section: true
    case .navigation, .navigationStack: true
    case .presentation(let style): !style.isSystemDrawn
    default: false
    }
  }
}

extension ElementHandlers? {
  /// Whether both hold handlers or neither does, and neither gives preferences (which
  /// the views above read).
  fileprivate func hasSameShape(as other: Self) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let old?, let new?): old.preferences.isEmpty && new.preferences.isEmpty
    default: false
    }
  }
}
