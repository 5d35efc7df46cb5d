#if !os(macOS)
  import Foundation

  /// A Mac window, standing in for AppKit's `NSWindow`, so designs that find the app's
  /// windows (`NSApp.windows`, `NSApp.keyWindow`) or open one of their own compile and can
  /// be checked.
  ///
  /// Nothing is drawn: a window is listed in ``NSApplication/windows`` from when it is
  /// made until it closes, is visible once ordered front, and the last one made key is the
  /// app's key and main window. The windows a SwiftUI `WindowGroup` shows are not listed.
  @MainActor open class NSWindow: NSResponder {
    /// What a window has: a title bar, buttons, a resizable frame.
    public struct StyleMask: OptionSet, Hashable, Sendable {
      /// The mask's bits.
      public let rawValue: UInt

      /// A mask of bits `rawValue`.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// No title bar or border.
      public static let borderless: StyleMask = []
      /// A title bar.
      public static let titled = StyleMask(rawValue: 1 << 0)
      /// A close button.
      public static let closable = StyleMask(rawValue: 1 << 1)
      /// A minimise button.
      public static let miniaturizable = StyleMask(rawValue: 1 << 2)
      /// A resizable frame.
      public static let resizable = StyleMask(rawValue: 1 << 3)
      /// Content under the title bar.
      public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }

    /// How a window's contents are kept, like AppKit's `NSWindow.BackingStoreType`.
    public enum BackingStoreType: UInt, Sendable {
      /// Kept by the window server.
      case retained = 0
      /// Not kept.
      case nonretained = 1
      /// Kept in a buffer: every modern window.
      case buffered = 2
    }

    /// The window's identifier, to find it among the app's windows.
    open var identifier: NSUserInterfaceItemIdentifier?
    /// The window's title.
    open var title = ""
    /// The window's frame on screen.
    open var frame: NSRect
    /// What the window has.
    open var styleMask: StyleMask
    /// The view the window shows.
    open var contentView: NSView?
    /// The view controller whose view the window shows.
    open var contentViewController: NSViewController?
    /// The window's own appearance, or `nil` for the app's.
    open var appearance: NSAppearance?
    /// Whether the window is released when closed; accepted.
    open var isReleasedWhenClosed = true
    /// Whether the window is shown.
    open private(set) var isVisible = false

    /// The name a window's frame is saved under, like AppKit's `NSWindow.FrameAutosaveName`.
    public typealias FrameAutosaveName = String

    /// A window with a content area of `contentRect`, not yet shown.
    ///
    /// - Parameters:
    ///   - contentRect: The content area's frame.
    ///   - style: What the window has.
    ///   - backingStoreType: How its contents are kept; accepted.
    ///   - flag: Whether to defer making it; accepted.
    public init(
      contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
      defer flag: Bool
    ) {
      frame = contentRect
      styleMask = style
      super.init()
      NSApplication.shared.windows.append(self)
    }

    /// Whether the window is the app's key window.
    open var isKeyWindow: Bool { NSApplication.shared.keyWindow === self }

    /// Shows the window and makes it the key window.
    ///
    /// - Parameter sender: What asked.
    open func makeKeyAndOrderFront(_ sender: Any?) {
      isVisible = true
      NSApplication.shared.keyWindow = self
    }

    /// Shows the window, in front of the others.
    ///
    /// - Parameter sender: What asked.
    open func orderFront(_ sender: Any?) {
      isVisible = true
    }

    /// Hides the window; it stays among the app's windows.
    ///
    /// - Parameter sender: What asked.
    open func orderOut(_ sender: Any?) {
      isVisible = false
      NSApplication.shared.resign(self)
    }

    /// Closes the window: it is hidden and leaves the app's windows.
    open func close() {
      orderOut(nil)
      NSApplication.shared.windows.removeAll { $0 === self }
    }

    /// Centres the window on the screen; accepted.
    open func center() {}

    /// Closes the window, as its close button does.
    ///
    /// - Parameter sender: What asked.
    open func performClose(_ sender: Any?) {
      close()
    }

    /// The name under which the window's frame is saved between launches; empty unless set.
    open private(set) var frameAutosaveName: FrameAutosaveName = ""

    /// Saves the window's frame under `name` between launches: kept, as there are no
    /// launches here.
    ///
    /// - Parameter name: The name.
    /// - Returns: `true`.
    @discardableResult
    open func setFrameAutosaveName(_ name: FrameAutosaveName) -> Bool {
      frameAutosaveName = name
      return true
    }
  }
#endif
