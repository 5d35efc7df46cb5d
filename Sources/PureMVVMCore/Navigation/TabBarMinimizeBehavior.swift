/// When a tab bar shrinks, like SwiftUI's `TabBarMinimizeBehavior` (iOS 26); accepted: a
/// host draws the bar whole.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  private let name: String

  /// The system's choice: never, on iOS.
  public static let automatic = Self(name: "automatic")
  /// When the content scrolls down.
  public static let onScrollDown = Self(name: "onScrollDown")
  /// When the content scrolls up.
  public static let onScrollUp = Self(name: "onScrollUp")
  /// Never.
  public static let never = Self(name: "never")
}
