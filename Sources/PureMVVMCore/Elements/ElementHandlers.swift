import Foundation

/// The handlers few elements have: a row's deletion, an option's tag, and the handlers of
/// controls.
///
/// The rows of a long list carry only the first two; the controls' handlers live in a box
/// of their own, made on first use, so a deletable row's handlers take about 100 bytes
/// instead of about 300.
final class ElementHandlers {
  /// Deletes a `ForEach` row: the `onDelete` action and the row's offset, kept apart so
  /// a list of rows shares one action instead of making a closure per row.
  var rowDeletion: (action: (IndexSet) -> Void, offset: Int)?
  /// The tag of a picker's option (`.tag(_:)`).
  var tag: AnyHashable?
  /// Whether the action comes from `.onTapGesture`, not from a control.
  var isTapGesture = false
  /// The controls' handlers, `nil` until one is set.
  private var controls: ControlHandlers?

  /// Replaces the text of a field.
  var input: ((String) -> Void)? {
    get { controls?.input }
    set { writableControls.input = newValue }
  }
  /// Moves the focus to a field (`true`) or away from it (`false`).
  var focus: ((Bool) -> Void)? {
    get { controls?.focus }
    set { writableControls.focus = newValue }
  }
  /// Runs a field's `onSubmit` actions.
  var submit: (() -> Void)? {
    get { controls?.submit }
    set { writableControls.submit = newValue }
  }
  /// Selects a picker's option by its tag.
  var select: ((AnyHashable) -> Void)? {
    get { controls?.select }
    set { writableControls.select = newValue }
  }
  /// Steps a stepper: +1 increments, -1 decrements.
  var step: ((Int) -> Void)? {
    get { controls?.step }
    set { writableControls.step = newValue }
  }
  /// Sets a slider's value.
  var setValue: ((Double) -> Void)? {
    get { controls?.setValue }
    set { writableControls.setValue = newValue }
  }
  /// Sets a date picker's date.
  var setDate: ((Date) -> Void)? {
    get { controls?.setDate }
    set { writableControls.setDate = newValue }
  }
  /// Pops a navigation stack's top screen.
  var back: (() -> Void)? {
    get { controls?.back }
    set { writableControls.back = newValue }
  }
  /// Dismisses a presentation.
  var dismiss: (() -> Void)? {
    get { controls?.dismiss }
    set { writableControls.dismiss = newValue }
  }
  /// Selects a tab view's tab by its index.
  var selectTab: ((Int) -> Void)? {
    get { controls?.selectTab }
    set { writableControls.selectTab = newValue }
  }

  /// The controls' handlers, made when the first one is set.
  private var writableControls: ControlHandlers {
    if let controls { return controls }
    let made = ControlHandlers()
    controls = made
    return made
  }

  /// A new box holding the same handlers, controls' included (in a box of its own too).
  func copy() -> ElementHandlers {
    let copy = ElementHandlers()
    copy.rowDeletion = rowDeletion
    copy.tag = tag
    copy.isTapGesture = isTapGesture
    copy.controls = controls?.copy()
    return copy
  }
}
