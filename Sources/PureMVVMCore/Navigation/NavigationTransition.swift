/// How a pushed or presented screen comes in, like SwiftUI's `NavigationTransition`
/// (iOS 18); accepted: a host shows the screen at once.
public protocol NavigationTransition: Sendable {}

/// The system's transition, like SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A screen zooming out of the view it came from, like SwiftUI's
/// `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The system's transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// The screen zooms out of the view marked with `.matchedTransitionSource(id:in:)`.
  ///
  /// - Parameters:
  ///   - sourceID: The source's identity.
  ///   - namespace: The namespace of `sourceID`.
  /// - Returns: The transition.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition()
  }
}
