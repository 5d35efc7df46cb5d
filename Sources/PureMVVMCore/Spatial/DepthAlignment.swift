/// Where a view sits in the depth a frame gives it, like SwiftUI's `DepthAlignment`
/// (visionOS).
public struct DepthAlignment: Hashable, Sendable {
  private let name: String

  /// At the back.
  public static let back = DepthAlignment(name: "back")
  /// In the middle.
  public static let center = DepthAlignment(name: "center")
  /// At the front.
  public static let front = DepthAlignment(name: "front")
}
