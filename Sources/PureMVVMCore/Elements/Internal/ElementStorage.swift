/// The fields of one ``Element``, shared by its copies until one of them changes.
///
/// The flags follow the kind so they share its last word: a list of 100k rows holds half a
/// million of these, and every 16 bytes is 8 MB.
///
/// The mutable fields skip the run-time exclusivity check, which otherwise costs a call on
/// every read of a kind or of children. That is safe because only ``Element`` changes them,
/// and only after `isKnownUniquelyReferenced` proved its storage unshared: while an element
/// is being changed (its own access is exclusive, checked at compile time), no other
/// element holds the storage, so no other access can overlap.
@usableFromInline package final class ElementStorage {
  @exclusivity(unchecked) @usableFromInline package var kind: Element.Kind
  @usableFromInline package let isDisabled: Bool
  @exclusivity(unchecked) package var isFocused = false
  /// Whether the action and value handlers only write a view's own `@State`.
  @exclusivity(unchecked) package var changesOnlyState = false
  /// Whether the element is, or holds, a presentation.
  @exclusivity(unchecked) private(set) var containsPresentation = false
  /// Whether the element is, or holds outside nested screens, a toolbar.
  @exclusivity(unchecked) private(set) var containsToolbar = false
  /// The levels of the element and its descendants: 1 for a leaf (at most 65,535).
  @exclusivity(unchecked) private(set) var height: UInt16 = 1
  @exclusivity(unchecked) @usableFromInline package var children: [Element]
  package let identity: UInt64
  @exclusivity(unchecked) package var action: (() -> Void)?
  @exclusivity(unchecked) @usableFromInline package var box: AttributeBox
  @exclusivity(unchecked) package var handlers: ElementHandlers?
  /// Where a `ForEach` row is in its data, for its row actions; 0 for other elements.
  @exclusivity(unchecked) package var rowOffset = 0

  package init(
    kind: Element.Kind, children: [Element], isDisabled: Bool, identity: UInt64,
    action: (() -> Void)?, box: AttributeBox
  ) {
    self.kind = kind
    self.children = children
    self.isDisabled = isDisabled
    self.identity = identity
    self.action = action
    self.box = box
    noteContents()
  }

  /// Works out what the element holds from its kind and its children's flags, so no
  /// renderer walks a whole tree to find out; called whenever either changes.
  package func noteContents() {
    if children.isEmpty {
      // Most elements are leaves: a text, an image, a spacer.
      containsPresentation = kind.isPresentation
      containsToolbar = kind.isToolbar
      height = 1
      return
    }
    var presentationInside = false
    var toolbarInside = false
    var tallest: UInt16 = 0
    for child in children {
      presentationInside = presentationInside || child.containsPresentation
      toolbarInside = toolbarInside || child.containsToolbar
      tallest = max(tallest, child.storage.height)
    }
    containsPresentation = kind.isPresentation || presentationInside
    containsToolbar = kind.isToolbar || (!kind.holdsScreens && toolbarInside)
    height = tallest == .max ? .max : tallest + 1
  }

  /// A new storage holding the same fields, what the element holds included: copying a
  /// list of 10k rows before changing one does not walk them.
  package func copy() -> ElementStorage {
    ElementStorage(copying: self)
  }

  private init(copying other: ElementStorage) {
    kind = other.kind
    children = other.children
    isDisabled = other.isDisabled
    identity = other.identity
    action = other.action
    box = other.box
    isFocused = other.isFocused
    changesOnlyState = other.changesOnlyState
    containsPresentation = other.containsPresentation
    containsToolbar = other.containsToolbar
    height = other.height
    handlers = other.handlers
    rowOffset = other.rowOffset
  }
}
