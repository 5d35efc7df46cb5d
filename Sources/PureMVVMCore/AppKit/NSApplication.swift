#if !os(macOS)
  /// The running Mac app, standing in for AppKit's `NSApplication` where there is no
  /// AppKit, so menu bar designs that quit with `NSApplication.shared.terminate(nil)` or
  /// `NSApp.terminate(nil)` compile and can be checked.
  ///
  /// Nothing ends the process: ``terminate(_:)`` counts the request in
  /// ``terminationRequests``, and ``activate(ignoringOtherApps:)`` in ``activationRequests``,
  /// for a test to read. ``shared`` is one app for the whole process, as AppKit's is.
  @MainActor public final class NSApplication: NSResponder {
    /// What a modal panel's run ended with, like AppKit's `NSApplication.ModalResponse`.
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
      /// The response's number.
      public let rawValue: Int

      /// A response numbered `rawValue`.
      ///
      /// - Parameter rawValue: The number.
      public init(rawValue: Int) {
        self.rawValue = rawValue
      }

      /// The user confirmed.
      public static let OK = ModalResponse(rawValue: 1)
      /// The user cancelled.
      public static let cancel = ModalResponse(rawValue: 0)
    }

    /// The app.
    public static let shared = NSApplication()

    /// How many times the app was asked to quit.
    public private(set) var terminationRequests = 0

    /// How many times the app was asked to come to the front.
    public private(set) var activationRequests = 0

    /// The app's windows, from when each is made until it closes, in the order made.
    public internal(set) var windows: [NSWindow] = []

    /// The window that takes key presses: the last made key that is still shown.
    public internal(set) weak var keyWindow: NSWindow?

    /// The app's main window: its key window here.
    public var mainWindow: NSWindow? { keyWindow }

    /// The app's appearance, or `nil` to follow the system's.
    public var appearance: NSAppearance?

    // AppKit declares it implicitly unwrapped; `if let` and `?.` on it must read the same.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The app's icon, as the Dock shows it: the image named
    /// ``NSImage/applicationIconName`` unless set.
    public var applicationIconImage: NSImage! = NSImage(named: NSImage.applicationIconName)

    private override init() {}

    /// Asks the app to quit; counted, as nothing ends the process here.
    ///
    /// - Parameter sender: What asked.
    public func terminate(_ sender: Any?) {
      terminationRequests += 1
    }

    /// Brings the app to the front; counted.
    ///
    /// - Parameter flag: Whether to come to the front even if another app is active.
    public func activate(ignoringOtherApps flag: Bool) {
      activationRequests += 1
    }

    /// Brings the app to the front; counted.
    public func activate() {
      activationRequests += 1
    }

    /// The options of the standard About panel, as passed to the last
    /// ``orderFrontStandardAboutPanel(options:)``; `nil` before any.
    public private(set) var aboutPanelOptions: [AboutPanelOptionKey: Any]?

    /// Shows the app's standard About panel with `options`; recorded in
    /// ``aboutPanelOptions``.
    ///
    /// - Parameter options: The name, version, credits and so on to show.
    public func orderFrontStandardAboutPanel(options: [AboutPanelOptionKey: Any] = [:]) {
      aboutPanelOptions = options
    }

    /// Shows the app's standard About panel; recorded with no options.
    ///
    /// - Parameter sender: What asked.
    public func orderFrontStandardAboutPanel(_ sender: Any?) {
      aboutPanelOptions = [:]
    }

    /// Forgets the requests counted, the windows, the appearance, the icon and the event
    /// monitors, for a test that starts afresh.
    public func reset() {
      terminationRequests = 0
      activationRequests = 0
      aboutPanelOptions = nil
      windows = []
      keyWindow = nil
      appearance = nil
      applicationIconImage = NSImage(named: NSImage.applicationIconName)
      NSEvent.removeAllMonitors()
    }

    /// Makes `window` no longer the key window, if it was.
    func resign(_ window: NSWindow) {
      if keyWindow === window { keyWindow = nil }
    }
  }

  // AppKit declares it implicitly unwrapped; `NSApp.terminate(nil)` must read the same.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The app, as AppKit's global `NSApp`.
  @MainActor public let NSApp: NSApplication! = NSApplication.shared
#endif
