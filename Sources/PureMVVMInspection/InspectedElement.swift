import PureMVVMCore
import PureMVVMRendering

/// An element found by a ``DesignInspector``, and the way to interact with it.
///
/// Interactions find the element again in a fresh resolution of the design, so they always
/// act on the current state, never on a stale copy. After a change to a control bound to a
/// view's own `@State` (a toggle, stepper, slider, picker or date picker), that resolution
/// may be the view's alone (see ``DesignInspector``).
@MainActor
public struct InspectedElement {
  /// The element as it was when found.
  public let element: Element
  let inspector: DesignInspector
  let query: ElementQuery

  init(element: Element, inspector: DesignInspector, query: ElementQuery) {
    self.element = element
    self.inspector = inspector
    self.query = query
  }

  /// The text a text element shows, or the text a text field or editor holds.
  ///
  /// `nil` for other elements, and for secure fields: their text is never exposed.
  public var text: String? {
    element.string ?? element.kind.navigationTitle ?? element.control?.text
  }

  /// Whether a toggle is on; `nil` for other elements.
  public var isOn: Bool? {
    element.control?.isOn
  }

  /// Whether the element is disabled.
  public var isDisabled: Bool { element.isDisabled }

  /// Whether this text field had the focus when it was found.
  public var isFocused: Bool { element.isFocused }

  /// Taps the element: runs a button's action, flips a toggle, expands or collapses a
  /// disclosure group, runs an `onTapGesture` action or a `TapGesture`, or opens a link
  /// through the environment's `openURL` (which does nothing unless the design sets one).
  ///
  /// A high-priority gesture that recognises a tap runs instead of the element's action;
  /// simultaneous ones run after it.
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or does
  ///   not respond to taps.
  public func tap() throws(InspectionError) {
    var changedOnlyState = false
    defer { if !changedOnlyState { inspector.invalidate() } }
    if query.kind == .tab { return try selectTab() }
    changedOnlyState = try perform(_GestureEvent(.tap(count: 1)), else: .notTappable)
  }

  /// Deletes a row of a `ForEach` that has `onDelete(perform:)`.
  ///
  /// - Throws: ``InspectionError`` if the row is gone or ambiguous, or this element is not
  ///   a deletable row.
  public func delete() throws(InspectionError) {
    defer { inspector.invalidate() }
    try handler(\.delete, else: .notDeletable)()
  }

  /// Replaces the text of a text field or secure field, as if the user tapped into it and
  /// typed: the field takes the focus first.
  ///
  /// - Parameter text: The new text.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or not a
  ///   field.
  public func setInput(_ text: String) throws(InspectionError) {
    defer { inspector.invalidate() }
    let input = try handler(\.input, else: .notEditable)
    try focus()
    input(text)
  }

  /// Moves the focus to this text field, taking it from any other.
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or not a
  ///   field.
  public func focus() throws(InspectionError) {
    defer { inspector.invalidate() }
    let focus = try handler(\.focus, else: .notEditable)
    let target = try query.match(visibleIn: inspector.index).identity
    Element.visit(inspector.elements) { element in
      if element.isFocused, element.identity != target { element.focus?(false) }
    }
    focus(true)
  }

  /// Submits this text field, as pressing Return does: runs the `onSubmit` actions in
  /// scope, innermost first (none may be).
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or not a
  ///   field.
  public func submit() throws(InspectionError) {
    defer { inspector.invalidate() }
    _ = try handler(\.input, else: .notEditable)
    try query.match(visibleIn: inspector.index).submit?()
  }

  /// The element's handler, found again in the current tree.
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, has no such handler
  ///   (`reason`), or is disabled.
  func handler<Handler>(
    _ handler: KeyPath<Element, Handler?>, else reason: InspectionError.Reason
  ) throws(InspectionError) -> Handler {
    try matchedHandler(handler, else: reason).handler
  }

  /// The element as it is now, with its `handler`, if it has one and can be touched.
  func matchedHandler<Handler>(
    _ handler: KeyPath<Element, Handler?>, else reason: InspectionError.Reason
  ) throws(InspectionError) -> (element: Element, handler: Handler) {
    let current = try query.match(visibleIn: inspector.index)
    guard let found = current[keyPath: handler] else { throw query.error(reason) }
    try query.requireTouchable(current)
    return (current, found)
  }
}
