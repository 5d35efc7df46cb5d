/// The fields of one ``Element``, shared by its copies until one of them changes.
///
/// The flags follow the kind so they share its last word: a list of 100k rows holds half a
/// million of these, and every 16 bytes is 8 MB.
final class ElementStorage {
  var kind: Element.Kind
  let isDisabled: Bool
  var isFocused = false
  /// Whether the element is, or holds, a presentation.
  private(set) var containsPresentation = false
  /// Whether the element is, or holds outside nested screens, a toolbar.
  private(set) var containsToolbar = false
  var children: [Element]
  let identity: UInt64
  var action: (() -> Void)?
  var box: AttributeBox
  var handlers: ElementHandlers?

  init(
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
  func noteContents() {
    let presentationInside = children.contains { $0.containsPresentation }
    let toolbarInside = children.contains { $0.containsToolbar }
    switch kind {
    case .presentation:
      containsPresentation = true
      containsToolbar = false
    case .toolbar:
      containsPresentation = presentationInside
      containsToolbar = true
    case .navigationStack, .tabView:
      containsPresentation = presentationInside
      containsToolbar = false
    default:
      containsPresentation = presentationInside
      containsToolbar = toolbarInside
    }
  }

  /// A new storage holding the same fields.
  func copy() -> ElementStorage {
    let copy = ElementStorage(
      kind: kind, children: children, isDisabled: isDisabled, identity: identity,
      action: action, box: box)
    copy.isFocused = isFocused
    copy.handlers = handlers
    return copy
  }
}
