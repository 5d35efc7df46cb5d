#if !os(macOS)
  import Foundation

  /// An input event, standing in for AppKit's `NSEvent` where there is no AppKit: the
  /// modifier flags Mac designs read, and the key events a local monitor watches.
  ///
  /// There is no keyboard here: ``modifierFlags-type.property`` is always empty, and the key events are
  /// those a test presses (`inspector.find(…).press(_:)`), which pass through the monitors
  /// of ``addLocalMonitorForEvents(matching:handler:)`` first, as in AppKit.
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

    /// The kind of event.
    public let type: EventType
    /// The modifier keys held when the event happened.
    public let modifierFlags: ModifierFlags
    /// The characters the key typed, for a key event.
    public let characters: String?
    /// The characters the key types without modifier keys, for a key event.
    public let charactersIgnoringModifiers: String?
    /// The key's virtual key code (AppKit's: 125 is the down arrow), for a key event.
    public let keyCode: UInt16
    /// Whether the key is held and repeating.
    public let isARepeat: Bool

    init(
      type: EventType, modifierFlags: ModifierFlags, characters: String?,
      charactersIgnoringModifiers: String?, keyCode: UInt16, isARepeat: Bool
    ) {
      self.type = type
      self.modifierFlags = modifierFlags
      self.characters = characters
      self.charactersIgnoringModifiers = charactersIgnoringModifiers
      self.keyCode = keyCode
      self.isARepeat = isARepeat
    }

    /// A key event, like AppKit's `keyEvent(with:location:…)`; `nil` unless `type` is a
    /// key's.
    ///
    /// - Parameters:
    ///   - type: `.keyDown`, `.keyUp` or `.flagsChanged`.
    ///   - location: Where in the window; accepted.
    ///   - flags: The modifier keys held.
    ///   - time: When; accepted.
    ///   - windowNumber: The window's number; accepted.
    ///   - context: Accepted.
    ///   - keys: The characters typed.
    ///   - ukeys: The characters typed without modifier keys.
    ///   - flag: Whether the key is repeating.
    ///   - code: The virtual key code.
    /// - Returns: The event.
    public static func keyEvent(
      with type: EventType, location: CGPoint, modifierFlags flags: ModifierFlags,
      timestamp time: TimeInterval, windowNumber: Int, context: Any?, characters keys: String,
      charactersIgnoringModifiers ukeys: String, isARepeat flag: Bool, keyCode code: UInt16
    ) -> NSEvent? {
      guard [.keyDown, .keyUp, .flagsChanged].contains(type) else { return nil }
      return NSEvent(
        type: type, modifierFlags: flags, characters: keys, charactersIgnoringModifiers: ukeys,
        keyCode: code, isARepeat: flag)
    }
  }
#endif
