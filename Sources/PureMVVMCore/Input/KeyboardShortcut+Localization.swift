extension KeyboardShortcut {
  /// How a shortcut's key adapts to the user's keyboard layout, like SwiftUI's
  /// `KeyboardShortcut.Localization`; accepted, as hosts have no keyboard layouts.
  public struct Localization: Hashable, Sendable {
    private let name: String

    /// The key moves to where the layout puts it, and mirrors in right-to-left layouts.
    public static let automatic = Localization(name: "automatic")
    /// The key moves to where the layout puts it, without mirroring.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// The key stays as written; the app localizes it itself.
    public static let custom = Localization(name: "custom")
  }

  /// Creates a shortcut that adapts to keyboard layouts as `localization` says.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held with it; Command unless given.
  ///   - localization: How the key adapts to the layout.
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.init(key, modifiers: modifiers)
  }
}

extension View {
  /// Makes `key` with `modifiers` run this button, adapting to keyboard layouts as
  /// `localization` says, like SwiftUI's `keyboardShortcut(_:modifiers:localization:)`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held with it.
  ///   - localization: How the key adapts to the layout.
  /// - Returns: The view.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}
