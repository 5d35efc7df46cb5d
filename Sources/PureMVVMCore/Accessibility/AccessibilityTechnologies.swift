/// Assistive technologies, like SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The VoiceOver screen reader.
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  /// Switch Control.
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}
