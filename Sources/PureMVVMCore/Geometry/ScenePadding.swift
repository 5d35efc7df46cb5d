/// The padding a scene puts around its content, like SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
  /// Points on each side.
  let length: Double

  /// The least padding that keeps content off the screen's edges: 16 points.
  public static let minimum = ScenePadding(length: 16)
  /// The padding of a navigation bar's content: 16 points.
  public static let navigationBar = ScenePadding(length: 16)
}
