#if !os(macOS)
  import Foundation

  /// An object that manages a Mac view, standing in for AppKit's `NSViewController` where
  /// there is no AppKit: what an `NSViewControllerRepresentable` makes, so Mac designs
  /// that wrap one compile and their make, update and dismantle steps run in tests.
  @MainActor open class NSViewController: NSResponder {
    /// The controller's view, made by ``loadView()`` the first time it is read.
    open var view: NSView {
      get {
        if let loadedView { return loadedView }
        loadView()
        viewDidLoad()
        return loadedView ?? NSView()
      }
      set { loadedView = newValue }
    }
    /// Whether the controller's view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The controller's title.
    open var title: String?
    /// The size the controller would like when presented in a popover or sheet.
    open var preferredContentSize: NSSize = .zero

    private var loadedView: NSView?

    /// A controller with no view yet.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller with no view yet.
    public override convenience init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive: never, as there are no nibs here.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Makes the controller's view: an empty one unless a subclass makes its own.
    open func loadView() {
      loadedView = NSView()
    }

    /// Called once the view is made; a subclass overrides it.
    open func viewDidLoad() {}
  }
#endif
