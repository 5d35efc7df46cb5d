#if !os(macOS)
  /// A Mac appearance, light or dark, standing in for AppKit's `NSAppearance`, so a
  /// setting that assigns `NSApp.appearance` compiles and can be checked.
  public final class NSAppearance: Sendable {
    /// The name of an appearance, like AppKit's `NSAppearance.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
      /// The name's text.
      public let rawValue: String

      /// The name `rawValue`.
      ///
      /// - Parameter rawValue: The name's text.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The light appearance.
      public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
      /// The dark appearance.
      public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
      /// The light vibrant appearance.
      public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
      /// The dark vibrant appearance.
      public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
    }

    /// The appearance's name.
    public let name: Name

    /// The appearance named `name`; `nil` for a name AppKit does not know.
    ///
    /// - Parameter name: The name.
    public init?(named name: Name) {
      guard [Name.aqua, .darkAqua, .vibrantLight, .vibrantDark].contains(name) else {
        return nil
      }
      self.name = name
    }

    /// The name among `names` that best matches this appearance: the same name, or else
    /// the first of the same lightness.
    ///
    /// - Parameter names: The names to choose from.
    /// - Returns: The best match, or `nil`.
    public func bestMatch(from names: [Name]) -> Name? {
      if names.contains(name) { return name }
      return names.first { Self.isDark($0) == Self.isDark(name) }
    }

    private static func isDark(_ name: Name) -> Bool {
      name == .darkAqua || name == .vibrantDark
    }
  }
#endif
