extension EnvironmentValues {
  /// Opens windows of the app's scenes; does nothing unless an `AppInspector` hosts the
  /// view.
  public package(set) var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes windows; does nothing unless an `AppInspector` hosts the view.
  public package(set) var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// Opens the settings window; does nothing unless an `AppInspector` hosts the view.
  public package(set) var openSettings: OpenSettingsAction {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  /// Opens a window for a new document; does nothing unless an `AppInspector` hosts the
  /// view.
  public package(set) var newDocument: NewDocumentAction {
    get { self[NewDocumentKey.self] }
    set { self[NewDocumentKey.self] = newValue }
  }

  /// Opens the document at a URL; does nothing unless an `AppInspector` hosts the view.
  public package(set) var openDocument: OpenDocumentAction {
    get { self[OpenDocumentKey.self] }
    set { self[OpenDocumentKey.self] = newValue }
  }

  /// Whether the app can show several windows: `true` when an `AppInspector` hosts the
  /// view, as apps with scenes can; `false` for a design on its own, like a phone's.
  public package(set) var supportsMultipleWindows: Bool {
    get { self[SupportsMultipleWindowsKey.self] }
    set { self[SupportsMultipleWindowsKey.self] = newValue }
  }
}

private enum OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction { _, _ in } }
}

private enum DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction { _, _ in } }
}

private enum OpenSettingsKey: EnvironmentKey {
  static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

private enum NewDocumentKey: EnvironmentKey {
  static var defaultValue: NewDocumentAction { NewDocumentAction { _ in } }
}

private enum OpenDocumentKey: EnvironmentKey {
  static var defaultValue: OpenDocumentAction { OpenDocumentAction { _ in } }
}

private enum SupportsMultipleWindowsKey: EnvironmentKey {
  static let defaultValue = false
}
