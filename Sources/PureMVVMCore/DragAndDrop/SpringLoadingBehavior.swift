/// Whether a view activates when a drag hovers over it, like SwiftUI's
/// `SpringLoadingBehavior`; recorded in the environment, as a host's drag never hovers.
public struct SpringLoadingBehavior: Hashable, Sendable {
  private let name: String

  /// As the view's kind decides.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// The view activates.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// The view does not activate.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}
