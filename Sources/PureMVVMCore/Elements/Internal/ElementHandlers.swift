import Foundation

/// The handlers few elements have: a row's deletion, an option's tag, and the handlers of
/// controls.
///
/// The rows of a long list carry only the first two; the controls' handlers (and a row's
/// move, selection, swipe and drop handlers) live in a box of their own, made on first
/// use, so a deletable row's handlers take about 100 bytes instead of about 300. They read and write like properties of this box
/// (`handlers.input`), through dynamic member lookup.
@dynamicMemberLookup
package final class ElementHandlers {
  /// Deletes a `ForEach` row: the `onDelete` action, kept apart from the row's offset
  /// (``Element/rowOffset``) so that the rows of a list share one box of handlers instead
  /// of each making its own.
  ///
  /// Read for every deletable row, so it skips the run-time exclusivity check: every
  /// access copies the closure in or out and calls nothing while it lasts, so none can
  /// overlap.
  @exclusivity(unchecked) package var rowDeletion: ((IndexSet) -> Void)?
  /// The actions assistive technologies offer (`.accessibilityAction`), by name.
  package var accessibilityActions: [(name: String, perform: () -> Void)] = []
  /// The tag of a picker's option (`.tag(_:)`).
  package var tag: AnyHashable?
  /// Whether the action comes from `.onTapGesture`, not from a control.
  package var isTapGesture = false
  /// The gestures attached to the element, its own first, then its ancestors'.
  package var gestures: [GestureHandler] = []
  /// What a shape drawn from its path (or a canvas) draws in a frame: renderers call it
  /// with the frame they lay it out in.
  package var paths: ((CGRect) -> [PathDrawing])?
  /// The alignment guides the element sets itself (`.alignmentGuide(_:computeValue:)`).
  package var alignmentGuides: [AlignmentGuide] {
    get { layoutHandlers?.alignmentGuides ?? [] }
    set { writableLayoutHandlers.alignmentGuides = newValue }
  }
  /// The values the element gives the layout placing it (`.layoutValue(key:value:)`).
  package var layoutValues: [ObjectIdentifier: Any] {
    get { layoutHandlers?.layoutValues ?? [:] }
    set { writableLayoutHandlers.layoutValues = newValue }
  }
  /// The values the element gives the container placing it (`.containerValue(_:_:)`).
  package var containerValues: ContainerValues {
    get { layoutHandlers?.containerValues ?? ContainerValues() }
    set { writableLayoutHandlers.containerValues = newValue }
  }
  /// How a custom layout (`Layout`) sizes and places the element's children.
  package var layout: LayoutHandler? {
    get { layoutHandlers?.layout }
    set { writableLayoutHandlers.layout = newValue }
  }
  /// The identity a `ScrollViewProxy` scrolls to: a row's ID, or `.id(_:)`.
  package var scrollID: AnyHashable? {
    get { layoutHandlers?.scrollID }
    set { writableLayoutHandlers.scrollID = newValue }
  }
  /// What the element's subtree gives for each preference key it sets.
  package var preferences: [ObjectIdentifier: PreferenceEntry] {
    get { layoutHandlers?.preferences ?? [:] }
    set { writableLayoutHandlers.preferences = newValue }
  }
  /// The layout and preference handlers, `nil` until one is set: most rows of a long
  /// list have none, and carry 8 bytes for them instead of about 90.
  private var layoutHandlers: LayoutHandlers?
  /// The controls' handlers, `nil` until one is set.
  private var controls: ControlHandlers?

  /// A control's handler, such as `input` or `select`; `nil` when it has none.
  package subscript<Handler>(
    dynamicMember handler: ReferenceWritableKeyPath<ControlHandlers, Handler?>
  ) -> Handler? {
    get { controls?[keyPath: handler] }
    set { writableControls[keyPath: handler] = newValue }
  }

  /// The layout handlers, made when the first one is set.
  private var writableLayoutHandlers: LayoutHandlers {
    if let layoutHandlers { return layoutHandlers }
    let made = LayoutHandlers()
    layoutHandlers = made
    return made
  }

  /// The controls' handlers, made when the first one is set.
  private var writableControls: ControlHandlers {
    if let controls { return controls }
    let made = ControlHandlers()
    controls = made
    return made
  }

  /// A new box holding the same handlers, controls' included (in a box of its own too).
  package func copy() -> ElementHandlers {
    let copy = ElementHandlers()
    copy.rowDeletion = rowDeletion
    copy.accessibilityActions = accessibilityActions
    copy.tag = tag
    copy.isTapGesture = isTapGesture
    copy.gestures = gestures
    copy.paths = paths
    copy.layoutHandlers = layoutHandlers?.copy()
    copy.controls = controls?.copy()
    return copy
  }
}
