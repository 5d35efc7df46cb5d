#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A scene that shows windows, standing in for UIKit's `UIWindowScene` where there is no
  /// UIKit: `(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows`.
  ///
  /// The app has one, with one window, as a host shows one screen.
  @MainActor public final class UIWindowScene: UIScene {
    /// The scene's windows.
    public private(set) var windows: [UIWindow] = []

    /// The window that receives keyboard events: the first, unless another was made key.
    public var keyWindow: UIWindow? { windows.first }

    /// The screen the scene is on.
    public var screen: UIScreen { .main }

    override init() {
      super.init()
      openWindow()
    }

    /// Replaces the scene's window with a new one, as the app's `reset()` does, so nothing a
    /// test set on the window reaches the next test.
    func openWindow() {
      windows = [UIWindow(scene: self)]
    }

    /// Adds `window` behind the scene's other windows.
    func add(_ window: UIWindow) {
      windows.append(window)
    }

    /// Takes `window` out of the scene's windows.
    func remove(_ window: UIWindow) {
      windows.removeAll { $0 === window }
    }

    /// Makes `window` the key window: the first of the scene's windows.
    func makeKey(_ window: UIWindow) {
      windows.removeAll { $0 === window }
      windows.insert(window, at: 0)
    }
  }
#endif
