#if !os(macOS)
  /// An input event, standing in for AppKit's `NSEvent` where there is no AppKit: the home
  /// of the modifier flags Mac designs read and keep in their environment.
  ///
  /// There is no keyboard here: ``modifierFlags`` is always empty.
  @MainActor public final class NSEvent {
    /// The modifier keys held, like AppKit's `NSEvent.ModifierFlags`.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
      /// The flags' bits, AppKit's values.
      public let rawValue: UInt

      /// The flags with `rawValue`'s bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Caps Lock is on.
      public static let capsLock = ModifierFlags(rawValue: 1 << 16)
      /// Shift is held.
      public static let shift = ModifierFlags(rawValue: 1 << 17)
      /// Control is held.
      public static let control = ModifierFlags(rawValue: 1 << 18)
      /// Option is held.
      public static let option = ModifierFlags(rawValue: 1 << 19)
      /// Command is held.
      public static let command = ModifierFlags(rawValue: 1 << 20)
      /// A key of the numeric keypad is pressed.
      public static let numericPad = ModifierFlags(rawValue: 1 << 21)
      /// The Help key is pressed.
      public static let help = ModifierFlags(rawValue: 1 << 22)
      /// Fn is held.
      public static let function = ModifierFlags(rawValue: 1 << 23)
      /// The flags that do not depend on the keyboard.
      public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff_0000)
    }

    /// The modifier keys held now: none, as there is no keyboard here.
    public static var modifierFlags: ModifierFlags { [] }

    private init() {}
  }
#endif
