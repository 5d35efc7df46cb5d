#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// An object that manages a view and what it presents, standing in for UIKit's
  /// `UIViewController` where there is no UIKit: what a
  /// `UIViewControllerRepresentable` makes, so designs that wrap a share sheet or a
  /// picker compile and their make, update and dismantle steps run in tests.
  ///
  /// Presenting records the controller presented; nothing is drawn.
  @MainActor open class UIViewController: UIResponder {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The controller's view, made by ``loadView()`` the first time it is read.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          viewDidLoad()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }
    /// Whether the controller's view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The controller's title, as a navigation bar shows it.
    open var title: String?
    /// The size the controller would like when presented in a popover or sheet.
    open var preferredContentSize: CGSize = .zero
    /// The popover the controller is shown in on iPad: `nil`, as a host shows every
    /// controller as a phone does.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    /// The controller this one presents, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one, if any.
    open private(set) weak var presentingViewController: UIViewController?

    /// The controllers this one contains, in the order added.
    open private(set) var children: [UIViewController] = []
    /// The controller that contains this one, if any.
    open private(set) weak var parent: UIViewController?

    private var loadedView: UIView?

    /// A controller with no view yet.
    public init(nibName: String?, bundle: Bundle?) {
      super.init()
    }

    /// A controller with no view yet.
    public override convenience init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive: never, as there are no storyboards here.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Makes the controller's view: an empty one unless a subclass makes its own.
    open func loadView() {
      loadedView = UIView()
    }

    /// Called once the view is made; a subclass overrides it.
    open func viewDidLoad() {}

    /// Adds `child` to the controllers this one contains, taking it from its old parent,
    /// after telling it with ``willMove(toParent:)``.
    ///
    /// - Parameter child: The controller.
    open func addChild(_ child: UIViewController) {
      child.willMove(toParent: self)
      child.parent?.children.removeAll { $0 === child }
      children.append(child)
      child.parent = self
    }

    /// Takes the controller out of its parent, then tells it with
    /// ``didMove(toParent:)``, as UIKit does.
    open func removeFromParent() {
      guard let parent else { return }
      parent.children.removeAll { $0 === self }
      self.parent = nil
      didMove(toParent: nil)
    }

    /// Called before the controller moves to `parent`, or out of its parent (`nil`).
    ///
    /// - Parameter parent: The new parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called once the controller has moved to `parent`, or out of its parent (`nil`).
    ///
    /// - Parameter parent: The new parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `controller`, then calls `completion`.
    open func present(
      _ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
      presentedViewController = controller
      controller.presentingViewController = self
      completion?()
    }

    /// Dismisses what this controller presents, or this controller if it presents nothing,
    /// then calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      if let presented = presentedViewController {
        presented.presentingViewController = nil
        presentedViewController = nil
      } else {
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
      }
      completion?()
    }
  }
#endif
