#if !os(macOS)
  extension NSEvent {
    /// The key event of pressing `key` with `modifiers` held, with AppKit's key code and
    /// characters.
    ///
    /// - Parameters:
    ///   - type: `.keyDown` or `.keyUp`.
    ///   - key: The key.
    ///   - modifiers: The modifier keys held.
    package convenience init(type: EventType, key: KeyEquivalent, modifiers: EventModifiers) {
      let typed = String(key.character)
      self.init(
        type: type, modifierFlags: ModifierFlags(modifiers),
        characters: modifiers.contains(.shift) ? typed.uppercased() : typed,
        charactersIgnoringModifiers: typed, keyCode: Self.keyCode(of: key), isARepeat: false)
    }

    /// AppKit's virtual key code of `key` on a US keyboard; 0xFFFF for a key it has none for.
    static func keyCode(of key: KeyEquivalent) -> UInt16 {
      let lower = Character(key.character.lowercased())
      return keyCodes[lower] ?? 0xFFFF
    }

    /// AppKit's virtual key codes, by the character each key types.
    private static let keyCodes: [Character: UInt16] = {
      let rows: [(String, UInt16)] = [
        ("asdfhgzxcv", 0), ("bqweryt123465", 11), ("=97-80]ou[ip", 24), ("lj'k;\\,/nm.", 37),
      ]
      var codes: [Character: UInt16] = [:]
      for (keys, first) in rows {
        for (offset, key) in keys.enumerated() { codes[key] = first + UInt16(offset) }
      }
      codes["`"] = 50
      let special: [(KeyEquivalent, UInt16)] = [
        (.return, 36), (.tab, 48), (.space, 49), (.delete, 51), (.escape, 53),
        (.deleteForward, 117), (.home, 115), (.pageUp, 116), (.end, 119), (.pageDown, 121),
        (.leftArrow, 123), (.rightArrow, 124), (.downArrow, 125), (.upArrow, 126), (.clear, 71),
      ]
      for (key, code) in special { codes[key.character] = code }
      return codes
    }()
  }

  extension KeyPress {
    /// The key press a key event a monitor delivers stands for: its key without
    /// modifiers, and its modifier keys.
    ///
    /// - Parameters:
    ///   - event: The key event.
    ///   - phase: Whether the key went down or came up.
    package init(_ event: NSEvent, phase: Phases) {
      let typed = event.charactersIgnoringModifiers?.first ?? event.characters?.first ?? " "
      self.init(
        phase: phase, key: KeyEquivalent(typed), modifiers: EventModifiers(event.modifierFlags))
    }
  }

  extension EventModifiers {
    /// SwiftUI's modifier keys for AppKit's flags.
    ///
    /// - Parameter flags: AppKit's flags.
    init(_ flags: NSEvent.ModifierFlags) {
      self = Self(NSEvent.ModifierFlags.pairs.filter { flags.contains($0.1) }.map(\.0))
    }
  }

  extension NSEvent.ModifierFlags {
    /// AppKit's flags for SwiftUI's modifier keys.
    ///
    /// - Parameter modifiers: The modifier keys.
    init(_ modifiers: EventModifiers) {
      self = Self(Self.pairs.filter { modifiers.contains($0.0) }.map(\.1))
    }

    /// SwiftUI's modifier keys and AppKit's flags for them.
    static let pairs: [(EventModifiers, Self)] = [
      (.capsLock, .capsLock), (.shift, .shift), (.control, .control), (.option, .option),
      (.command, .command), (.numericPad, .numericPad),
    ]
  }
#endif
