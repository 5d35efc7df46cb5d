#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// What a navigation controller tells its delegate, like UIKit's
  /// `UINavigationControllerDelegate`; every method is optional, as in UIKit.
  @MainActor @preconcurrency
  public protocol UINavigationControllerDelegate: AnyObject {
    /// A screen is about to show.
    func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController, animated: Bool)
  }

  extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController, animated: Bool
    ) {}
  }
#endif
