#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A window, standing in for UIKit's `UIWindow` where there is no UIKit, so designs that
  /// force a colour scheme with `window.overrideUserInterfaceStyle = .dark` compile.
  ///
  /// The style is kept for a test to read; it does not change how hosts draw, which
  /// follow the environment's `colorScheme`.
  @MainActor public final class UIWindow: UIResponder {
    /// The scene that shows the window.
    public private(set) weak var windowScene: UIWindowScene?

    /// The colour scheme forced on the window's views, or `.unspecified` for the system's.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Whether the window receives keyboard events.
    public var isKeyWindow: Bool { windowScene?.keyWindow === self }

    init(scene: UIWindowScene) {
      windowScene = scene
      super.init()
    }
  }
#endif
