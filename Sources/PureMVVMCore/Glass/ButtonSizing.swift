/// How wide buttons are along their main axis, like SwiftUI's `ButtonSizing` (iOS 26);
/// recorded in the environment.
public struct ButtonSizing: Hashable, Sendable {
  private let name: String

  /// The system's choice.
  public static var automatic: Self { Self(name: "automatic") }
  /// As wide as their content.
  public static var fitted: Self { Self(name: "fitted") }
  /// As wide as the space offered.
  public static var flexible: Self { Self(name: "flexible") }
}
