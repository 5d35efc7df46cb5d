import Observation
import PureMVVMCore
import PureMVVMRendering

/// A live handle on a design for tests and consoles: find elements, tap, type, render.
///
/// The inspector owns the design's `Stateful` state. It resolves the design from its root
/// once and answers queries from that tree until something changes it: an interaction
/// through an ``InspectedElement`` (a tap, typed text, a selection…), a write to the
/// design's `@State`, `@AppStorage` or focus, an announced change of an observed
/// `ObservableObject`, a change to an `@Observable` property the design read, or
/// ``settle(timeout:)``. A design that reads `@AppStorage` or a clock-relative date is resolved
/// for every query. So after a `tap()` the next query sees the new state.
///
/// A tap on a toggle, a step of a stepper, a slider's value, a picker's option or a date
/// picker's date, bound to a view's own `@State`, resolves only that view again, as
/// SwiftUI runs only the body of the view whose state changed: when nothing else changed
/// and that view's body uses nothing but its state and the elements it makes (no
/// lifecycle action, focus, `ForEach`, object or transaction modifier inside, nothing
/// above that takes its title from it). The other views' bodies do not run again then.
/// Otherwise the whole design is resolved, as after any other change.
///
/// ```swift
/// let inspector = DesignInspector(Stateful(value: "") { name in NameDesign(name: name) })
/// try inspector.find(textField: "Name").setInput("Mike")
/// #expect(try inspector.find(textField: "Name").text == "Mike")
/// ```
///
/// A query must match exactly one element: none or several throw an ``InspectionError``
/// that lists the labels of that kind which the design does contain.
@MainActor
public final class DesignInspector {
  private let root: AnyView
  let graph = ViewGraph()
  /// The views with state of their own that a change to it lets the inspector resolve
  /// again alone; kept here, as the graph holds them weakly.
  private let scopes = ScopeRecords()
  #if !canImport(Darwin)
    /// The time `Timer.publish` ticks on: it moves only with `clock.advance(by:)`.
    public let clock = HostClock()
  #endif
  /// The tree the last resolution made, until something it depends on changes.
  private var resolved: [Element]?
  /// The index of `resolved`, once a query needed it.
  private var resolvedIndex: ElementIndex?
  /// Set when an `@Observable` property the last resolution read changes.
  private let observedChange = Locked(false)
  /// The transaction of the last change to an `@Observable` property, until a query
  /// records it.
  ///
  /// It crosses from the changing thread holding only sendable values (an
  /// animation and flags: ``PureMVVMCore/Transaction/withoutValues``).
  private let observedTransaction = Locked<Transaction?>(nil)
  /// Told (on the main actor) when something the design reads changes: its state, or an
  /// observed property; readable from wherever an observed change is made.
  private let watcher = Locked<(@MainActor @Sendable () -> Void)?>(nil)

  /// Creates an inspector that hosts `design`.
  ///
  /// - Parameter design: The root view.
  public init(_ design: some View) {
    root = AnyView(design)
    graph.recordScopes(in: scopes)
    #if !canImport(Darwin)
      clock.refresh = { [weak self] in _ = self?.elements }
    #endif
  }

  /// Creates an inspector that hosts `design` on a device.
  ///
  /// - Parameters:
  ///   - design: The root view.
  ///   - device: The screen a `GeometryReader` at the root is offered.
  public convenience init(_ design: some View, device: Device) {
    self.init(design)
    self.device = device
  }

  /// What went wrong while resolving, oldest first: a resolution that stopped after 32
  /// passes because an `onAppear`, `onChange` or `onPreferenceChange` action kept
  /// changing what it watches, or a focused value changed each time it was published.
  public var diagnostics: [String] { graph.diagnostics }

  /// The screen the design is offered, `Device.phone` unless set; setting
  /// another resolves the design again, so a layout that switches at a width can be
  /// tested at both.
  public var device: Device {
    get { graph.device }
    set { graph.device = newValue }
  }

  /// The view resolved now, with the inspector's state.
  ///
  /// A read after a change resolves the view again, runs the `onAppear`, `onDisappear`,
  /// `onChange` and `task` actions that resolution triggers (at most once per appearance),
  /// and drops the state of views that left the tree; a read with nothing changed returns
  /// the same tree without resolving.
  public var elements: [Element] {
    if let resolved, !graph.isDirty, !observedChange.withLock({ $0 }) { return resolved }
    if let changed = resolveStateChanges() { return changed }
    observedChange.withLock { $0 = false }
    if let transaction = observedTransaction.withLock({ $0.take() }) {
      graph.invalidation.noteTransaction(transaction)
    }
    let elements = track { graph.resolve(root, environment: hostEnvironment) }
    resolved = elements
    resolvedIndex = nil
    return elements
  }

  /// The tree with only the views whose own `@State` changed resolved again; `nil` when
  /// the whole design must be.
  ///
  /// The inspector lets go of its tree, and of its index's, first: the containers around
  /// what changed then change in place, and tapping one row of 10k copies none of the
  /// others.
  private func resolveStateChanges() -> [Element]? {
    guard var tree = resolved, !observedChange.withLock({ $0 }) else { return nil }
    resolved = nil
    resolvedIndex?.releaseTree()
    guard let replacements = track({ graph.resolveStateChanges(in: &tree) }) else {
      return nil
    }
    resolved = tree
    if resolvedIndex?.update(to: tree, replacing: replacements) == false { resolvedIndex = nil }
    return tree
  }

  /// Runs `resolve`, noting a later change to an `@Observable` property it read.
  private func track<Result>(_ resolve: () -> Result) -> Result {
    withObservationTracking(resolve) { [observedChange, observedTransaction, watcher] in
      observedChange.withLock { $0 = true }
      // Called as the property changes, on the thread that changes it: the change's
      // transaction is the one running there.
      let transaction = TransactionScope.current?.withoutValues ?? Transaction()
      observedTransaction.withLock { $0 = transaction }
      if let handler = watcher.withLock({ $0 }) { Task { @MainActor in handler() } }
    }
  }

  /// Forgets the resolved tree, so the next query resolves the design again: after an
  /// interaction whose action may change state the inspector cannot see (any but a change
  /// to a control bound to a view's own `@State`).
  func invalidate() {
    resolved = nil
  }

  /// The environment the design starts from, as a device's settings: set a value to
  /// resolve the design as a user with that setting sees it.
  ///
  /// ```swift
  /// inspector.environment.dynamicTypeSize = .accessibility3
  /// inspector.environment.colorScheme = .dark
  /// inspector.environment.locale = Locale(identifier: "es_ES")
  /// inspector.environment.horizontalSizeClass = .regular
  /// ```
  ///
  /// The defaults unless set; the size classes follow ``device`` unless set.
  public var environment = EnvironmentValues() {
    didSet { graph.invalidation.isDirty = true }
  }

  /// What the host's pasteboard holds, as copied from this or another app.
  ///
  /// A `PasteButton` pastes it, through the values' transfer representations. Empty
  /// unless set, so paste buttons start disabled.
  public var pasteboard: [any Transferable] = [] {
    didSet { graph.invalidation.isDirty = true }
  }

  /// The undo manager the design reads as `\.undoManager`, as its window's: a test undoes
  /// and redoes what the design registered.
  public let undoManager = UndoManager()

  /// What the design's environment starts from: ``environment``, the host's pasteboard,
  /// undo manager and clock.
  private var hostEnvironment: EnvironmentValues {
    var environment = self.environment
    environment.undoManager = undoManager
    environment.pasteboard = HostPasteboard(items: pasteboard.map(DragItem.value))
    #if !canImport(Darwin)
      environment.hostClock = clock
    #endif
    return environment
  }

  /// Waits until every task started by a `task(_:)` modifier has finished, including
  /// cancelled ones, or until `timeout` has passed; the next query shows what they changed.
  ///
  /// A task that never ends (an endless loop over an async sequence, or one that ignores
  /// cancellation) is not waited for past the timeout: it is counted in the result.
  ///
  /// - Parameter timeout: How long to wait at most; 5 seconds by default.
  /// - Returns: How many tasks were still running when it stopped waiting: 0 when all
  ///   finished.
  @discardableResult
  public func settle(timeout: Duration = .seconds(5)) async -> Int {
    _ = elements
    let running = await graph.lifecycle.settle(until: .now + timeout)
    invalidate()
    return running
  }

  /// Calls `handler` (on the main actor, soon after) whenever something the design read in
  /// its last resolution changes: its state, or an observed model's property.
  ///
  /// - Parameter handler: What to do; `nil` stops the calls.
  package func onChange(_ handler: (@MainActor @Sendable () -> Void)?) {
    watcher.withLock { $0 = handler }
    graph.invalidation.onDirty = handler.map { handler in { Task { @MainActor in handler() } } }
  }

  /// How many rows of a list, lazy stack or lazy grid are on screen at once.
  ///
  /// 50 unless set. Only rows on screen appear (run `onAppear` and `task`); every row is
  /// still drawn and found by queries, as XCUITest finds a cell by scrolling to it.
  public var visibleRowCount: Int {
    get { graph.lazyWindow.rowCount }
    set { graph.lazyWindow.rowCount = max(newValue, 1) }
  }

  /// Scrolls every list and lazy stack so `row` (counted from 0) is the first on screen,
  /// or as near as its length allows; the rows that come on screen appear, and those that
  /// leave it disappear.
  ///
  /// - Parameter row: The first row to show.
  public func scroll(toRow row: Int) {
    graph.scrollLazyContainers(to: .row(row), byHost: true)
  }

  /// Scrolls every list and lazy stack to its last rows, as a user reaching the end of an
  /// infinite-scroll list does: a row appended when the last appears then appears too
  /// once scrolled to.
  public func scrollToEnd() {
    graph.scrollLazyContainers(to: .end, byHost: true)
  }

  /// Scrolls every list and lazy stack back to its first rows.
  public func scrollToTop() {
    graph.scrollLazyContainers(to: .top, byHost: true)
  }

  /// The identity a `ScrollViewProxy` or `.scrollPosition(id:)` last scrolled to, with
  /// the anchor it asked for; `nil` before any.
  public var scrollTarget: (id: AnyHashable, anchor: UnitPoint?)? { graph.scrollTarget }

  /// The title of the text field that has the focus, if any.
  public var focusedField: String? {
    var focused: String?
    Element.visit(visibleElements) { element in
      guard element.isFocused, focused == nil else { return }
      focused = ElementQuery(role: .textField, label: "").candidateLabel(of: element)
    }
    return focused
  }

  /// Every text on the visible screen (under a presentation, the presented content's), in
  /// order, navigation titles and the titles of alerts and dialogs included.
  public var texts: [String] {
    var texts: [String] = []
    let layers = index.layers
    if let top = layers.layers.last, let title = Self.title(of: top) { texts.append(title) }
    Element.visit(layers.visible, intoControlLabels: false) { element in
      if let text = element.string ?? element.kind.navigationTitle { texts.append(text) }
    }
    return texts
  }

  /// The title an alert or dialog shows, if `element` is one that shows it.
  private static func title(of element: Element) -> String? {
    switch element.kind.presentationStyle {
    case .alert(let title)?: title
    case .confirmationDialog(let title, true)?: title
    default: nil
    }
  }

  /// Finds the one text (or navigation title) that reads exactly `text`.
  ///
  /// - Parameter text: The whole text.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(text: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(kind: .text, label: text))
  }

  /// Finds the one button labelled `button`.
  ///
  /// - Parameter button: The button's label.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(button: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .button, label: button))
  }

  /// Finds the one text field or secure field titled `textField`.
  ///
  /// - Parameter textField: The field's title.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(textField: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .textField, label: textField))
  }

  /// Finds the one toggle titled `toggle`.
  ///
  /// - Parameter toggle: The toggle's title.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(toggle: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .toggle, label: toggle))
  }

  /// Finds the one deletable row (of a `ForEach` with `onDelete`) whose first text is `row`.
  ///
  /// - Parameter row: The first text of the row, such as a route's name.
  /// - Returns: The row; call `delete()` on it.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(row: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(kind: .row, label: row))
  }

  /// Finds the one picker titled `picker`.
  ///
  /// - Parameter picker: The picker's title.
  /// - Returns: The element; call `select(_:)` on it.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(picker: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .picker, label: picker))
  }

  /// Finds the one stepper titled `stepper` (its label, such as "Guests: 2").
  ///
  /// - Parameter stepper: The stepper's title.
  /// - Returns: The element; call `increment()` or `decrement()` on it.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(stepper: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .stepper, label: stepper))
  }

  /// Finds the one slider titled `slider`.
  ///
  /// - Parameter slider: The slider's title.
  /// - Returns: The element; call `setValue(_:)` on it.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(slider: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .slider, label: slider))
  }

  /// Finds the one date picker titled `datePicker`.
  ///
  /// - Parameter datePicker: The date picker's title.
  /// - Returns: The element; call `setDate(_:)` on it.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(datePicker: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .datePicker, label: datePicker))
  }

  /// Finds the one disclosure group titled `disclosureGroup`.
  ///
  /// - Parameter disclosureGroup: The group's title.
  /// - Returns: The element; call `expand()`, `collapse()` or `tap()` on it.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(disclosureGroup: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .disclosureGroup, label: disclosureGroup))
  }

  /// Finds the one link titled `link`; links are never followed, read its `url`.
  ///
  /// - Parameter link: The link's title.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(link: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .link, label: link))
  }

  /// Finds the one menu titled `menu`; its items are found as buttons.
  ///
  /// - Parameter menu: The menu's title.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` if none or several match.
  public func find(menu: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(role: .menu, label: menu))
  }

  /// Draws the design as it is now.
  ///
  /// - Parameter width: The line width, frame included (see `TextRenderer/init(width:page:)`).
  /// - Returns: The rendering.
  public func render(width: Int = 40) -> String {
    TextRenderer(width: width).render(elements)
  }

  func find(_ query: ElementQuery) throws(InspectionError) -> InspectedElement {
    InspectedElement(
      element: try query.match(visibleIn: index), inspector: self, query: query)
  }

  /// The resolved tree as queries search it.
  var index: ElementIndex {
    let elements = elements
    if let resolvedIndex { return resolvedIndex }
    let index = ElementIndex(elements)
    resolvedIndex = index
    return index
  }

  /// What the user can reach now: the top presentation's content, or the screen.
  var visibleElements: [Element] { index.layers.visible }
}

extension DesignInspector {
  /// Makes the focused values `other`'s design publishes readable by this design's
  /// `@FocusedValue`s where it publishes none of its own, as an app's menus read its key
  /// window's.
  func inheritFocusedValues(from other: DesignInspector) {
    _ = other.elements
    graph.inheritedFocusedValues = other.graph.focusedValues
  }
}
