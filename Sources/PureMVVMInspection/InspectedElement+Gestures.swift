import Foundation
import PureMVVMCore

extension InspectedElement {
  /// Taps the element `count` times at once, holding `modifiers`: runs the gestures that
  /// take that many taps (`onTapGesture(count:)`, `TapGesture(count:)`) and those keys
  /// (`.modifiers(_:)`); `tap(count: 1)` is ``tap()``.
  ///
  /// - Parameters:
  ///   - count: The taps, 1 or more.
  ///   - modifiers: The modifier keys held.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, nothing
  ///   on it takes `count` taps, or `count` is below 1.
  public func tap(count: Int, modifiers: EventModifiers = []) throws(InspectionError) {
    guard count >= 1 else { throw query.error(.invalidValue("\(count) taps")) }
    if count == 1 && modifiers.isEmpty { return try tap() }
    defer { inspector.invalidate() }
    try perform(
      _GestureEvent(.tap(count: count), modifiers: modifiers),
      else: .gestureNotRecognized("\(count) taps"))
  }

  /// Presses the element long enough: runs `onLongPressGesture` and `LongPressGesture`s.
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or
  ///   nothing on it recognises a long press.
  public func longPress() throws(InspectionError) {
    defer { inspector.invalidate() }
    try perform(_GestureEvent(.longPress), else: .gestureNotRecognized("a long press"))
  }

  /// Drags across the element by `translation`, holding `modifiers`: runs `DragGesture`s
  /// whose minimum distance it reaches, through half of it and then all of it.
  ///
  /// - Parameters:
  ///   - translation: How far, in points.
  ///   - modifiers: The modifier keys held.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, nothing
  ///   on it recognises the drag, or the translation is not finite.
  public func drag(by translation: CGSize, modifiers: EventModifiers = [])
    throws(InspectionError)
  {
    guard translation.width.isFinite, translation.height.isFinite else {
      throw query.error(.invalidValue("a drag by \(translation)"))
    }
    defer { inspector.invalidate() }
    try perform(
      _GestureEvent(.drag(translation), modifiers: modifiers),
      else: .gestureNotRecognized("a drag"))
  }

  /// Pinches the element to `scale` (1 is no change): runs `MagnifyGesture`s.
  ///
  /// - Parameter scale: The scale it ends at.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, nothing
  ///   on it recognises the pinch, or the scale is not finite.
  public func magnify(by scale: CGFloat) throws(InspectionError) {
    guard scale.isFinite else { throw query.error(.invalidValue("a scale of \(scale)")) }
    defer { inspector.invalidate() }
    try perform(_GestureEvent(.magnify(scale)), else: .gestureNotRecognized("a pinch"))
  }

  /// Turns the element by `angle`: runs `RotateGesture`s.
  ///
  /// - Parameter angle: The angle it ends at.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, nothing
  ///   on it recognises the turn, or the angle is not finite.
  public func rotate(by angle: Angle) throws(InspectionError) {
    guard angle.radians.isFinite else {
      throw query.error(.invalidValue("an angle of \(angle.degrees)°"))
    }
    defer { inspector.invalidate() }
    try perform(_GestureEvent(.rotate(angle)), else: .gestureNotRecognized("a turn"))
  }

  /// Moves the pointer into (`true`) or out of (`false`) the element: runs `onHover`.
  ///
  /// - Parameter isInside: Whether the pointer is over the element.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or has
  ///   no `onHover`.
  public func hover(_ isInside: Bool = true) throws(InspectionError) {
    defer { inspector.invalidate() }
    try perform(_GestureEvent(.hover(isInside)), else: .gestureNotRecognized("the pointer"))
  }

  /// Runs what `event` does on the element, found again in the current tree.
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, nothing on it
  ///   recognises the event (`reason`), or it is disabled.
  ///
  /// - Returns: Whether what ran did nothing but write a view's own `@State` (a toggle's
  ///   action, no gesture), so the inspector's graph saw every change it made.
  @discardableResult
  func perform(
    _ event: _GestureEvent, else reason: InspectionError.Reason
  ) throws(InspectionError) -> Bool {
    let current = try query.match(visibleIn: inspector.index)
    guard let actions = current.actions(for: event) else { throw query.error(reason) }
    try query.requireTouchable(current)
    for action in actions { action() }
    return current.changesOnlyState && current.handlers?.gestures.isEmpty != false
  }
}
