/// How a view reacts when a pointer or the eyes rest on it, like SwiftUI's `HoverEffect`
/// (iPadOS and visionOS).
public struct HoverEffect: Hashable, Sendable {
  private let name: String

  /// The system's choice for the view.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts and casts a shadow.
  public static let lift = HoverEffect(name: "lift")
}
