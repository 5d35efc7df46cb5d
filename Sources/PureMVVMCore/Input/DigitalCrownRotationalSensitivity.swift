/// How far the Digital Crown turns for a change of the value, like SwiftUI's
/// `DigitalCrownRotationalSensitivity`; a test turns the crown by an amount of the value
/// itself, so it is accepted.
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
  /// A long turn for a small change.
  case low
  /// The middle sensitivity.
  case medium
  /// A short turn for a large change.
  case high
}
