import Foundation

/// A key pressed on a hardware keyboard, as `onKeyPress` receives it, like SwiftUI's
/// `KeyPress`.
public struct KeyPress: Sendable {
  /// The phases of a key press, like SwiftUI's `KeyPress.Phases`.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The phases' bits.
    public let rawValue: Int

    /// Phases from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key, held, repeated.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key came up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether a handler took a key press, like SwiftUI's `KeyPress.Result`.
  public enum Result: Hashable, Sendable {
    /// It did; the press goes no further.
    case handled
    /// It did not; the press goes on to the views around.
    case ignored
  }

  /// The phase of this event.
  public let phase: Phases
  /// The key.
  public let key: KeyEquivalent
  /// The characters the key makes.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers

  package init(phase: Phases, key: KeyEquivalent, modifiers: EventModifiers) {
    self.phase = phase
    self.key = key
    characters = String(key.character)
    self.modifiers = modifiers
  }
}
