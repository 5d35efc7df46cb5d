import PureMVVMCore

extension InspectedElement {
  /// Presses `key` on a hardware keyboard while this view has the focus, as SwiftUI
  /// delivers it: the key goes down, to this view's `onKeyPress` handlers and then its
  /// ancestors', innermost first, until one handles it; then it comes up, the same way.
  ///
  /// Where AppKit is stood in for, the app's `NSEvent` local monitors see each of the two
  /// events first, as in AppKit: one a monitor stops reaches no handler.
  ///
  /// - Parameters:
  ///   - key: The key, such as `.upArrow` or `"a"`.
  ///   - modifiers: The modifier keys held.
  /// - Returns: Whether a handler handled the key going down, or a monitor stopped it.
  /// - Throws: ``InspectionError`` if the element is gone, ambiguous or disabled, or
  ///   nothing (no handler around it, no monitor) takes key presses.
  @discardableResult
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws(InspectionError)
    -> Bool
  {
    defer { inspector.invalidate() }
    let handlers = try keyPressHandlers()
    var handled = false
    for phase in [KeyPress.Phases.down, .up] {
      guard let press = Self.monitored(KeyPress(phase: phase, key: key, modifiers: modifiers))
      else {
        handled = handled || phase == .down
        continue
      }
      let taken = Self.deliver(press, to: handlers)
      if phase == .down { handled = taken }
    }
    return handled
  }

  /// The key press handlers around the element; none when only monitors take keys.
  private func keyPressHandlers() throws(InspectionError) -> [KeyPressHandler] {
    let current = try query.match(visibleIn: inspector.index)
    try query.requireTouchable(current)
    let handlers = current.handlers?.keyPresses ?? []
    guard handlers.isEmpty, !Self.isMonitored else { return handlers }
    throw query.error(.takesNoKeyPresses)
  }

  /// Whether there are no handlers to throw for: an `NSEvent` monitor watches keys.
  private static var isMonitored: Bool {
    #if os(macOS)
      false
    #else
      NSEvent.isMonitored(.keyDown) || NSEvent.isMonitored(.keyUp)
    #endif
  }

  /// `press` as the `NSEvent` local monitors deliver it, where AppKit is stood in for: the
  /// event a monitor returns in its place, or `nil` when one stopped it.
  private static func monitored(_ press: KeyPress) -> KeyPress? {
    #if os(macOS)
      press
    #else
      let event = NSEvent(
        type: press.phase == .down ? .keyDown : .keyUp, key: press.key, modifiers: press.modifiers)
      guard let delivered = NSEvent.monitored(event) else { return nil }
      guard delivered !== event else { return press }
      return KeyPress(delivered, phase: press.phase)
    #endif
  }

  /// Whether one of `handlers`, in order, handled `press`.
  private static func deliver(_ press: KeyPress, to handlers: [KeyPressHandler]) -> Bool {
    handlers.contains { $0.handle(press) == .handled }
  }
}
