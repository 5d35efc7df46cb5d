#if !os(macOS)
  extension NSApplication {
    /// What the standard About panel shows, like AppKit's
    /// `NSApplication.AboutPanelOptionKey`.
    public struct AboutPanelOptionKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public let rawValue: String

      /// The key named `rawValue`.
      ///
      /// - Parameter rawValue: The name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The app's name, a `String`.
      public static let applicationName = AboutPanelOptionKey(rawValue: "ApplicationName")
      /// The app's icon, an `NSImage`.
      public static let applicationIcon = AboutPanelOptionKey(rawValue: "ApplicationIcon")
      /// The app's marketing version, a `String`.
      public static let applicationVersion = AboutPanelOptionKey(rawValue: "ApplicationVersion")
      /// The build's version, a `String`.
      public static let version = AboutPanelOptionKey(rawValue: "Version")
      /// The credits, an `NSAttributedString`.
      public static let credits = AboutPanelOptionKey(rawValue: "Credits")
    }
  }
#endif
