#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// How a tab bar looks, standing in for UIKit's `UITabBarAppearance` where there is no
  /// UIKit; kept for a test to read.
  @MainActor open class UITabBarAppearance: UIBarAppearance {}
#endif
