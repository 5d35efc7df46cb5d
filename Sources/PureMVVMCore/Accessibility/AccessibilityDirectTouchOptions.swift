/// How a direct-touch area behaves, like SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Options from bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Touches are not spoken.
  public static let silentOnTouch = Self(rawValue: 1 << 0)
  /// The area needs activating before it takes touches.
  public static let requiresActivation = Self(rawValue: 1 << 1)
}
