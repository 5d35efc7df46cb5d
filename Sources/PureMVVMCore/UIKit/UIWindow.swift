#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A window, standing in for UIKit's `UIWindow` where there is no UIKit, so designs that
  /// force a colour scheme with `window.overrideUserInterfaceStyle = .dark` or read
  /// `window.safeAreaInsets` compile.
  ///
  /// It is the default phone's screen. The style is kept for a test to read; it does not
  /// change how hosts draw, which follow the environment's `colorScheme`.
  @MainActor open class UIWindow: UIView {
    /// The scene that shows the window.
    ///
    /// Setting it moves the window to that scene's windows; `nil` takes it out of its own.
    public weak var windowScene: UIWindowScene? {
      didSet {
        guard oldValue !== windowScene else { return }
        oldValue?.remove(self)
        windowScene?.add(self)
      }
    }

    /// The colour scheme forced on the window's views, or `.unspecified` for the system's.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The view controller whose view fills the window: none unless a design sets one.
    public var rootViewController: UIViewController?

    /// The screen the window is on: the default phone's.
    public var screen: UIScreen { .main }

    /// Whether the window receives keyboard events.
    public var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// The default phone's safe area: clear of its status bar and home indicator.
    public override var safeAreaInsets: UIEdgeInsets {
      let insets = Device.phone.safeAreaInsets
      return UIEdgeInsets(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    init(scene: UIWindowScene) {
      windowScene = scene
      super.init(frame: CGRect(origin: .zero, size: Device.phone.size))
    }

    /// A window of `windowScene`, added to its windows, the size of the default phone's
    /// screen.
    ///
    /// - Parameter windowScene: The scene.
    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init(frame: CGRect(origin: .zero, size: Device.phone.size))
      windowScene.add(self)
    }

    /// A window with `frame`, in no scene until made key.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Makes the window its scene's key window (the app's first scene's, if it has none)
    /// and shows it.
    open func makeKeyAndVisible() {
      isHidden = false
      if windowScene == nil {
        windowScene =
          UIApplication.shared.connectedScenes.lazy
          .compactMap { $0 as? UIWindowScene }.first
      }
      windowScene?.makeKey(self)
    }

    /// A window decoded from an archive: never, as there are no storyboards here.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
