/// A button that opens the app's settings window, like SwiftUI's `SettingsLink` (macOS):
/// `SettingsLink { Label("Settings", systemImage: "gear") }`.
///
/// Pressing it runs the environment's `openSettings`, which `AppInspector` counts.
public nonisolated struct SettingsLink<Label: View>: View {
  private let label: Label
  @Environment(\.openSettings) private var openSettings

  /// A link with a label of your own.
  ///
  /// - Parameter label: What it shows.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A button that opens the settings.
  @MainActor public var body: some View {
    Button(action: { openSettings() }, label: { label })
  }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
  /// A link labelled "Settings…", as macOS labels it.
  public init() {
    self.init { DefaultSettingsLinkLabel() }
  }
}

/// The label of a `SettingsLink` without one of your own: "Settings…", like SwiftUI's
/// `DefaultSettingsLinkLabel`.
public nonisolated struct DefaultSettingsLinkLabel: View {
  /// The label.
  public init() {}

  /// The words "Settings…".
  @MainActor public var body: some View {
    Text("Settings…")
  }
}
