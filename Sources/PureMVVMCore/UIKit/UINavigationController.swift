#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A stack of screens, standing in for UIKit's `UINavigationController` where there is
  /// no UIKit: the base of the image picker, and of controllers designs wrap.
  @MainActor open class UINavigationController: UIViewController {
    /// The screens on the stack, bottom first.
    open var viewControllers: [UIViewController] = []
    /// The screen on top.
    open var topViewController: UIViewController? { viewControllers.last }
    /// What the stack tells of its changes.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A stack holding `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
      self.init(nibName: nil, bundle: nil)
      viewControllers = [rootViewController]
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewControllers.append(viewController)
    }

    /// Pops the top screen, unless it is the root, and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
  }
#endif
