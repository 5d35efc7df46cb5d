/// Whether a scene's windows come back when the app relaunches, like SwiftUI's
/// `SceneRestorationBehavior`; recorded.
public struct SceneRestorationBehavior: Hashable, Sendable, CustomStringConvertible {
  /// The choice's name.
  public let description: String

  private init(_ name: String) {
    description = name
  }

  /// As the platform decides.
  public static let automatic = SceneRestorationBehavior("automatic")

  /// Never restored.
  public static let disabled = SceneRestorationBehavior("disabled")
}
