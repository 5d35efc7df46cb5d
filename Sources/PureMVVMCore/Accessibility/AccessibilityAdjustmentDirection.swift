/// Which way an adjustable element is adjusted, like SwiftUI's
/// `AccessibilityAdjustmentDirection`: swiping up increments, down decrements.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up.
  case increment
  /// Down.
  case decrement
}
