#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The running app, standing in for UIKit's `UIApplication` where there is no UIKit, so
  /// designs that open the Settings app or a link with `UIApplication.shared.open(_:)`, or
  /// keep the screen on, compile and can be checked.
  ///
  /// Its notifications (`willEnterForegroundNotification`, `didBecomeActiveNotification`…)
  /// have UIKit's names; nothing posts them on Linux, and a test posts one to drive a
  /// design. Nothing leaves the process: ``open(_:options:completionHandler:)`` records the URL in
  /// ``openedURLs``, for a test to read. ``shared`` is one app for the whole process, as
  /// UIKit's is: tests that open URLs through it should not run in parallel with others
  /// that read it. UIKit's `sendAction(_:to:from:for:)` is missing, as its selectors need
  /// the Objective-C runtime.
  @MainActor public final class UIApplication: UIResponder {
    /// Keys for the options of ``open(_:options:completionHandler:)``, like UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
      /// The key's name.
      public let rawValue: String

      /// A key named `rawValue`.
      ///
      /// - Parameter rawValue: The key's name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// Opens the URL only if an installed app claims it as a universal link.
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is in front, like UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
      /// In front and receiving events.
      case active = 0
      /// In front, not receiving events.
      case inactive = 1
      /// Behind other apps.
      case background = 2
    }

    /// The app.
    public static let shared = UIApplication()

    /// Posted when the app comes to the front, before it is active.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted when the app goes behind other apps.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name(
      "UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")

    /// The URL that opens the app's page in the Settings app, as UIKit's.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The URL that opens the app's notification settings, as UIKit's.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// The URLs opened, oldest first: what the system would have been asked to open.
    public private(set) var openedURLs: [URL] = []

    /// The images saved with `UIImageWriteToSavedPhotosAlbum`, oldest first, from any
    /// thread: what the photo library would have been given.
    public var imagesSavedToPhotosAlbum: [UIImage] { Self.savedImages.withLock { $0 } }

    /// The saved images, behind a lock, as UIKit saves from any thread.
    nonisolated static let savedImages = Locked<[UIImage]>([])

    /// Whether the screen stays on while the app is in front.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon.
    public var applicationIconBadgeNumber = 0

    /// Whether the app is in front: always active, as a host shows it.
    public var applicationState: State { .active }

    /// The name of the app's icon in use, or `nil` for the main one.
    public private(set) var alternateIconName: String?

    /// Whether the app may change its icon: yes.
    public var supportsAlternateIcons: Bool { true }

    /// The app's scenes: one window scene, as a host shows one screen.
    public let connectedScenes: Set<UIScene> = [UIWindowScene()]

    /// The window that receives keyboard events: the scene's (deprecated in UIKit for the
    /// scene's `keyWindow`).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The windows of the app's scenes (deprecated in UIKit for the scene's `windows`).
    public var windows: [UIWindow] {
      connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// Whether the app shows more than one scene at once: no.
    public var supportsMultipleScenes: Bool { false }

    private override init() {}

    /// Whether a URL could be opened: one with a scheme could.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether it has a scheme.
    public func canOpenURL(_ url: URL) -> Bool {
      !(url.scheme ?? "").isEmpty
    }

    /// Asks for a URL to be opened: it is recorded in ``openedURLs``, and the completion
    /// handler is told whether it could be (``canOpenURL(_:)``), before this returns.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as ``OpenExternalURLOptionsKey/universalLinksOnly``.
    ///   - completion: Told whether the URL was opened.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      let opened = canOpenURL(url)
      if opened { openedURLs.append(url) }
      completion?(opened)
    }

    /// Asks for a URL to be opened, as ``open(_:options:completionHandler:)`` does.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as ``OpenExternalURLOptionsKey/universalLinksOnly``.
    /// - Returns: Whether the URL was opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
      open(url, options: options, completionHandler: nil)
      return canOpenURL(url)
    }

    /// Changes the app's icon.
    ///
    /// - Parameters:
    ///   - alternateIconName: The icon's name, or `nil` for the main one.
    ///   - completionHandler: Told of an error: never, here.
    public func setAlternateIconName(
      _ alternateIconName: String?,
      completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
      self.alternateIconName = alternateIconName
      completionHandler?(nil)
    }

    /// Changes the app's icon.
    ///
    /// - Parameter alternateIconName: The icon's name, or `nil` for the main one.
    /// - Throws: Never, here.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
      setAlternateIconName(alternateIconName, completionHandler: nil)
    }

    /// Asks for a device token for push notifications: accepted, as a host has none.
    public func registerForRemoteNotifications() {}

    /// Forgets the URLs opened and the images saved, and restores the defaults, with a new
    /// window, for a test's start.
    public func reset() {
      openedURLs = []
      Self.savedImages.withLock { $0 = [] }
      isIdleTimerDisabled = false
      applicationIconBadgeNumber = 0
      alternateIconName = nil
      for case let scene as UIWindowScene in connectedScenes { scene.openWindow() }
    }
  }
#endif
