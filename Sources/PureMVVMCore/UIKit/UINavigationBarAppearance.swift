#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// How a navigation bar looks, standing in for UIKit's `UINavigationBarAppearance`
  /// where there is no UIKit; kept for a test to read.
  @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  }
#endif
