/// A key a keyboard shortcut presses, like SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types.
  public let character: Character

  /// Creates the key that types `character`.
  ///
  /// - Parameter character: The character.
  public init(_ character: Character) {
    self.character = character
  }

  /// Creates the key from a character literal: `"s"`.
  ///
  /// - Parameter value: The character.
  public init(extendedGraphemeClusterLiteral value: Character) {
    character = value
  }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{7F}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key, like SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates modifiers from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// A key and its modifiers that run a button, like SwiftUI's `KeyboardShortcut`: set with
/// `.keyboardShortcut(_:)`, pressed in tests with `inspector.press(_:)`.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifiers held with it.
  public let modifiers: EventModifiers

  /// Creates a shortcut.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held with it; Command unless given.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, for the button that confirms.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, for the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
  /// Makes `key` with `modifiers` run this button, like SwiftUI's
  /// `keyboardShortcut(_:modifiers:)`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held with it; Command unless given.
  /// - Returns: The view.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  )
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Makes `shortcut` run this button, like SwiftUI's `keyboardShortcut(_:)`:
  /// `.defaultAction` (Return) or `.cancelAction` (Escape) among them.
  ///
  /// - Parameter shortcut: The shortcut; `nil` for none.
  /// - Returns: The view.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    attributing { $0.keyboardShortcut = shortcut }
  }
}
