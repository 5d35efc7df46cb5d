/// Whether a scene's window opens when the app launches, like SwiftUI's `SceneLaunchBehavior`;
/// recorded.
public struct SceneLaunchBehavior: Hashable, Sendable, CustomStringConvertible {
  /// The choice's name.
  public let description: String

  private init(_ name: String) {
    description = name
  }

  /// As the platform decides.
  public static let automatic = SceneLaunchBehavior("automatic")

  /// Opened at launch.
  public static let presented = SceneLaunchBehavior("presented")

  /// Not opened at launch.
  public static let suppressed = SceneLaunchBehavior("suppressed")
}
