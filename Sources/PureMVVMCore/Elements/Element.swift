import Foundation

/// One node of a resolved view: what a renderer draws and an inspector finds.
///
/// A view resolves to a tree of elements each time a host asks; elements are snapshots,
/// never updated in place. Their actions call back into the view's closures and bindings.
public struct Element {
  /// What an element is.
  public enum Kind: Equatable, Sendable {
    /// A run of text.
    case text(String)
    /// An image: an SF Symbol by name, or an asset by name.
    case image(name: String, isSystem: Bool)
    /// A colour that fills its space.
    ///
    /// Boxed (`indirect`), like ``control(_:)``: every element would otherwise pay for its
    /// size.
    indirect case color(Color)
    /// A shape: a rectangle, rounded rectangle, circle, capsule or ellipse.
    case shape(ShapeOutline.Kind)
    /// A control: a button, field, switch, picker… (see ``Control``); what its children
    /// are depends on its face.
    ///
    /// Boxed (`indirect`): a control is wider than any other kind.
    indirect case control(Control)
    /// Children laid out top to bottom.
    case vStack
    /// Children laid out side by side.
    case hStack
    /// Children laid over each other, the last on top.
    case zStack
    /// Children in rows of `columns` cells.
    case grid(columns: Int)
    /// One row of a grid: cells of equal width.
    case gridRow
    /// Children shown as the rows of a list.
    case list
    /// Children shown as the sections of a form.
    case form
    /// A section: header, rows, footer (see ``ElementAttributes/part``).
    case section
    /// A line between content.
    case divider
    /// Flexible space that pushes its neighbours apart.
    case spacer
    /// Children shown under a navigation title.
    case navigation(title: String)
    /// A navigation stack showing its top screen; `titles` are its screens' titles, the
    /// root's first.
    case navigationStack(titles: [String])
    /// A link that pushes a screen when tapped. A label of plain text is its `title`, and
    /// the link has no children; any other label is its children, and `title` is empty.
    /// ``Element/linkTitle`` gives the words either way.
    case navigationLink(title: String)
    /// Content presented over the screen: a sheet, cover or popover, an alert or a dialog.
    case presentation(PresentationStyle)
    /// Items a view puts in the bars of its screen (`.toolbar { }`).
    case toolbar
    /// A tab view showing its selected tab; `tabs` are the tabs' titles.
    case tabView(tabs: [String], selected: Int?)
    /// A view that could not be shown, and why (a missing environment object).
    case error(message: String)
    /// A custom layout's subviews, sized and placed by its `Layout` when drawn.
    case customLayout
  }

  /// The control this element is, if it is one.
  @inlinable public var control: Control? {
    if case .control(let control) = kind { return control }
    return nil
  }

  /// What this element is.
  public package(set) var kind: Kind {
    @inlinable get { storage.fields.pointee.kind }
    _modify {
      makeUnique()
      yield &storage.fields.pointee.kind
      storage.noteContents()
    }
  }
  /// The elements inside this one, in order, copied into an array.
  ///
  /// Each read copies them: the package's renderers and queries read them in place.
  public package(set) var children: [Element] {
    get { Array(childElements) }
    set { storage = storage.replacingChildren(with: newValue) }
  }
  /// The elements inside this one, in order, read in place.
  ///
  /// To replace them, set ``children``; to change one, see ``changeChild(at:_:)``.
  @inlinable package var childElements: ElementChildren { ElementChildren(storage) }
  /// The words naming a navigation link; `nil` for any other element.
  ///
  /// A link labelled by plain text holds it as its kind's title. Any other label is the
  /// link's children, and the title is their texts joined by spaces (or, without text,
  /// their images' names), worked out when asked rather than for every row resolved.
  public var linkTitle: String? {
    guard case .navigationLink(let title) = kind else { return nil }
    return childElements.isEmpty ? title : Element.title(of: childElements)
  }
  /// Whether the element, or an ancestor, is disabled.
  @inlinable public var isDisabled: Bool { storage.fields.pointee.isDisabled }
  /// Whether this text field has the focus.
  public package(set) var isFocused: Bool {
    get { storage.fields.pointee.isFocused }
    set {
      makeUnique()
      storage.fields.pointee.isFocused = newValue
    }
  }
  /// The identity of the view that produced the element.
  package var identity: UInt64 { storage.fields.pointee.identity }
  /// Taps a button or toggle, runs a tap gesture.
  package var action: (() -> Void)? {
    get { storage.fields.pointee.action }
    set {
      makeUnique()
      storage.fields.pointee.action = newValue
      storage.fields.pointee.changesOnlyState = false
    }
  }
  /// Whether interacting with the element does nothing but write a view's own `@State`.
  ///
  /// Its ``action``, a stepper's steps, a slider's values, a picker's choices, a date
  /// picker's dates: a host then knows what changed without resolving the whole view.
  /// Setting the action clears it.
  package var changesOnlyState: Bool {
    get { storage.fields.pointee.changesOnlyState }
    set {
      makeUnique()
      storage.fields.pointee.changesOnlyState = newValue
    }
  }
  /// Replaces the text of a field.
  package var input: ((String) -> Void)? { handlers?.input }
  @inlinable package var box: AttributeBox { storage.fields.pointee.box }
  /// Rarely used handlers, in one box so most elements carry none.
  package var handlers: ElementHandlers? { storage.fields.pointee.handlers }
  /// Whether the element is, or holds, a presentation.
  package var containsPresentation: Bool { storage.fields.pointee.containsPresentation }
  /// Whether the element is, or holds outside nested screens (stacks, presentations, tab
  /// views), a toolbar.
  package var containsToolbar: Bool { storage.fields.pointee.containsToolbar }
  /// Whether the element is, or holds, a control (an element whose kind is `.control`).
  package var containsControl: Bool { storage.fields.pointee.containsControl }
  /// Everything the element holds, in one object: a copy of an element (a renderer or a
  /// query walking the tree) costs one reference count, not one per field.
  @usableFromInline var storage: ElementStorage

  /// What modifiers set on the element.
  public var attributes: ElementAttributes {
    get { box.value }
    set {
      makeUnique()
      storage.fields.pointee.box = AttributeBox(newValue)
    }
  }

  @MainActor
  package init(
    _ kind: Kind,
    children: [Element] = [],
    context: ResolveContext,
    action: (() -> Void)? = nil,
    input: ((String) -> Void)? = nil
  ) {
    let fields = ElementFields(
      kind: kind, isDisabled: !context.environment.isEnabled, identity: context.position,
      action: action, box: context.environment.inheritedAttributes)
    storage = .make(fields, children: children)
    if let input { withHandlers { $0.input = input } }
  }

  /// An element that says why a view could not be shown (a missing environment object).
  @MainActor
  package static func failure(_ message: String, context: ResolveContext) -> Element {
    Element(.error(message: message), context: context)
  }

  /// Gives this element storage of its own before a change, so its copies keep theirs.
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Changes the attributes in place.
  package mutating func changeAttributes(_ change: (inout ElementAttributes) -> Void) {
    makeUnique()
    storage.fields.pointee.box = storage.fields.pointee.box.changing(change)
  }

  /// Applies a text's style to the attributes.
  package mutating func applyStyle(_ style: TextRun) {
    makeUnique()
    storage.fields.pointee.box = storage.fields.pointee.box.styled(by: style)
  }

  /// Changes the handlers: in place when only this element holds them, else on a copy
  /// (copies of the element keep theirs).
  package mutating func withHandlers(_ change: (ElementHandlers) -> Void) {
    makeUnique()
    if !isKnownUniquelyReferenced(&storage.fields.pointee.handlers) {
      storage.fields.pointee.handlers = storage.fields.pointee.handlers?.copy() ?? ElementHandlers()
    }
    change(storage.fields.pointee.handlers.unsafelyUnwrapped)
  }

  /// Whether the element is a row that can be deleted (cheaper than building ``delete``).
  package var isDeletable: Bool { handlers?.rowDeletion != nil }
  /// Whether the element is a row the user can act on: delete, move, drop items before,
  /// select or swipe.
  package var isActionableRow: Bool {
    guard let handlers else { return false }
    return handlers.rowDeletion != nil || handlers.rowMove != nil
      || handlers.rowInsertion != nil || handlers.selectRow != nil || handlers.swipeEdges != nil
  }
  /// Deletes the row this element is, for rows of a `ForEach` with `onDelete(perform:)`.
  package var delete: (() -> Void)? {
    guard let action = handlers?.rowDeletion else { return nil }
    let offset = rowOffset
    return { action(IndexSet(integer: offset)) }
  }
  /// Moves the row this element is, for rows of a `ForEach` with `onMove(perform:)`: the
  /// action, the row's offset and how many rows there are.
  package var rowMove: (action: (IndexSet, Int) -> Void, offset: Int, count: Int)? {
    guard let (action, count) = handlers?.rowMove else { return nil }
    return (action, rowOffset, count)
  }
  /// Drops items before the row this element is, for rows of a `ForEach` with
  /// `onInsert(of:perform:)`: the action and the row's offset.
  package var rowInsertion: (action: (Int, [NSItemProvider]) -> Void, offset: Int)? {
    guard let action = handlers?.rowInsertion else { return nil }
    return (action, rowOffset)
  }
  /// Where the `ForEach` row this element is sits in its data; 0 for other elements.
  package internal(set) var rowOffset: Int {
    get { storage.fields.pointee.rowOffset }
    set {
      makeUnique()
      storage.fields.pointee.rowOffset = newValue
    }
  }
  /// Makes the element the row at `offset` of a `ForEach` and gives it `handlers`,
  /// shared with the other rows: ``withHandlers(_:)`` copies them before any change.
  ///
  /// One change, not two: each makes sure the storage is the element's own first.
  mutating func share(_ handlers: ElementHandlers, asRowAt offset: Int) {
    makeUnique()
    storage.fields.pointee.rowOffset = offset
    storage.fields.pointee.handlers = handlers
  }
  /// A text's string; `nil` for any other element.
  ///
  /// Read in place, on the element rather than on its kind: reading `kind` copies it,
  /// retaining and releasing what it holds, before the string is taken out.
  package var string: String? {
    if case .text(let string) = storage.fields.pointee.kind { string } else { nil }
  }
  /// Moves the focus to this text field (`true`) or away from it (`false`).
  package var focus: ((Bool) -> Void)? { handlers?.focus }
  /// Runs the `onSubmit` actions in scope of this text field.
  package var submit: (() -> Void)? { handlers?.submit }
}

/// What each kind holds, for those that read the tree (titles, the inspector, the console,
/// the renderers' drawings) without naming kinds: the one place outside the renderers'
/// switch that does.
extension Element.Kind {
  /// The title a `.navigationTitle` shows over its content.
  package var navigationTitle: String? {
    if case .navigation(let title) = self { title } else { nil }
  }

  /// The name of an image.
  package var imageName: String? {
    if case .image(let name, _) = self { name } else { nil }
  }

  /// Whether an image is an SF Symbol (not an asset).
  package var isSystemImage: Bool {
    if case .image(_, let isSystem) = self { isSystem } else { false }
  }

  /// The colour a colour fills its space with.
  package var color: Color? {
    if case .color(let color) = self { color } else { nil }
  }

  /// The outline of a shape.
  package var outline: ShapeOutline.Kind? {
    if case .shape(let outline) = self { outline } else { nil }
  }

  /// The columns of a grid; 0 for a grid of `GridRow`s, whose rows set them.
  package var gridColumns: Int? {
    if case .grid(let columns) = self { columns } else { nil }
  }

  /// Why a view could not be shown.
  package var errorMessage: String? {
    if case .error(let message) = self { message } else { nil }
  }

  /// The titles of a navigation stack's screens, the root's first.
  package var stackTitles: [String]? {
    if case .navigationStack(let titles) = self { titles } else { nil }
  }

  /// The titles of a tab view's tabs.
  package var tabTitles: [String]? {
    if case .tabView(let tabs, _) = self { tabs } else { nil }
  }

  /// The index of a tab view's selected tab.
  package var selectedTab: Int? {
    if case .tabView(_, let selected) = self { selected } else { nil }
  }

  /// How a presentation is shown.
  package var presentationStyle: PresentationStyle? {
    if case .presentation(let style) = self { style } else { nil }
  }

  /// Whether this is something presented (cheaper than reading ``presentationStyle``).
  package var isPresentation: Bool {
    if case .presentation = self { true } else { false }
  }

  /// Whether this is a control, of any role: unlike `Element.isControl`, which asks
  /// whether a control's children are its label.
  package var isControl: Bool {
    if case .control = self { true } else { false }
  }

  /// Whether this is a toolbar's items.
  package var isToolbar: Bool {
    if case .toolbar = self { true } else { false }
  }

  /// Whether this holds screens of its own (a navigation stack, a tab view, a
  /// presentation), whose titles and bars are not those of the screen around it.
  package var holdsScreens: Bool {
    switch self {
    case .navigationStack, .tabView, .presentation: true
    default: false
    }
  }
}
