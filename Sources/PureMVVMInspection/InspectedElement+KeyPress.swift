import PureMVVMCore

extension InspectedElement {
  /// Presses `key` on a hardware keyboard while this view has the focus, as SwiftUI
  /// delivers it: the key goes down, to this view's `onKeyPress` handlers and then its
  /// ancestors', innermost first, until one handles it; then it comes up, the same way.
  ///
  /// - Parameters:
  ///   - key: The key, such as `.upArrow` or `"a"`.
  ///   - modifiers: The modifier keys held.
  /// - Returns: Whether a handler handled the key going down.
  /// - Throws: ``InspectionError`` if the element is gone, ambiguous or disabled, or no
  ///   handler around it takes key presses.
  @discardableResult
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws(InspectionError)
    -> Bool
  {
    defer { inspector.invalidate() }
    let handlers = try handler(\.handlers?.keyPresses, else: .takesNoKeyPresses)
    guard !handlers.isEmpty else { throw query.error(.takesNoKeyPresses) }
    let down = Self.deliver(KeyPress(phase: .down, key: key, modifiers: modifiers), to: handlers)
    _ = Self.deliver(KeyPress(phase: .up, key: key, modifiers: modifiers), to: handlers)
    return down
  }

  /// Whether one of `handlers`, in order, handled `press`.
  private static func deliver(_ press: KeyPress, to handlers: [KeyPressHandler]) -> Bool {
    handlers.contains { $0.handle(press) == .handled }
  }
}
