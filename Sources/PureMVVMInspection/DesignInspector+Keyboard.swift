import PureMVVMCore

extension DesignInspector {
  /// Presses `shortcut` on a hardware keyboard: runs the action of the button on screen
  /// (on top, when something is presented) that has it (`.keyboardShortcut(_:)`).
  ///
  /// - Parameter shortcut: The keys, such as `.defaultAction` or
  ///   `KeyboardShortcut("s")`.
  /// - Throws: ``InspectionError`` when no button on screen has the shortcut, or it is
  ///   disabled.
  public func press(_ shortcut: KeyboardShortcut) throws(InspectionError) {
    defer { invalidate() }
    let query = ElementQuery(kind: .identifier, label: "\(shortcut.key.character)")
    var found: Element?
    Element.visit(visibleElements) { element in
      if found == nil, element.attributes.keyboardShortcut == shortcut, element.action != nil {
        found = element
      }
    }
    guard let found, let action = found.action else { throw query.error(.notFound) }
    guard !found.isDisabled else { throw query.error(.disabled) }
    action()
  }
}
