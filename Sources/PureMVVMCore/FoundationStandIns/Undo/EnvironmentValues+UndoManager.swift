extension EnvironmentValues {
  /// The undo manager of the view's window, like SwiftUI's `undoManager`: an inspector
  /// gives its design one (`DesignInspector.undoManager`); `nil` elsewhere.
  public package(set) var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}

private enum UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}
