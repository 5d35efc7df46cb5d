#if !os(watchOS)
  import Foundation

  /// The watch app, standing in for WatchKit's `WKApplication` where there is no WatchKit:
  /// ``openSystemURL(_:)`` records each URL, for a test to read.
  @MainActor public final class WKApplication {
    private static let instance = WKApplication()

    /// The URLs opened with ``openSystemURL(_:)``, in order.
    public private(set) var openedURLs: [URL] = []

    private init() {}

    /// The app.
    ///
    /// - Returns: The one app.
    public static func shared() -> WKApplication { instance }

    /// Opens `url` in a system app (a phone number in Phone, a map in Maps); recorded in
    /// ``openedURLs``.
    ///
    /// - Parameter url: The URL.
    public func openSystemURL(_ url: URL) {
      openedURLs.append(url)
    }

    /// Forgets the URLs opened, for a test that starts afresh.
    public func reset() {
      openedURLs = []
    }
  }

  /// The watch app's extension, WatchKit's older name for the app
  /// (`WKExtension.shared().openSystemURL(url)`): the same object as
  /// `WKApplication.shared()`.
  public typealias WKExtension = WKApplication
#endif
