#if !os(macOS)
  /// A view that blurs what is behind it, standing in for AppKit's `NSVisualEffectView`,
  /// so Mac designs that wrap one in an `NSViewRepresentable` compile; it keeps its
  /// settings, and draws nothing.
  open class NSVisualEffectView: NSView {
    /// What the view looks like, like AppKit's `NSVisualEffectView.Material`.
    public enum Material: Int, Sendable {
      /// A window's title bar.
      case titlebar = 3
      /// A selected item.
      case selection = 4
      /// A menu.
      case menu = 5
      /// A popover.
      case popover = 6
      /// A sidebar.
      case sidebar = 7
      /// A header above content.
      case headerView = 10
      /// A sheet.
      case sheet = 11
      /// A window's background.
      case windowBackground = 12
      /// A heads-up display.
      case hudWindow = 13
      /// A full-screen interface.
      case fullScreenUI = 15
      /// A tool tip.
      case toolTip = 17
      /// Content's background.
      case contentBackground = 18
      /// Under a window's background.
      case underWindowBackground = 21
      /// Under a page's background.
      case underPageBackground = 22
    }

    /// What the view blurs, like AppKit's `NSVisualEffectView.BlendingMode`.
    public enum BlendingMode: Int, Sendable {
      /// What is behind the window.
      case behindWindow = 0
      /// What is behind the view, in its window.
      case withinWindow = 1
    }

    /// Whether the effect looks active, like AppKit's `NSVisualEffectView.State`.
    public enum State: Int, Sendable {
      /// Active while the window is.
      case followsWindowActiveState = 0
      /// Always active.
      case active = 1
      /// Never active.
      case inactive = 2
    }

    /// What the view looks like.
    open var material = Material.windowBackground
    /// What the view blurs.
    open var blendingMode = BlendingMode.behindWindow
    /// Whether the effect looks active.
    open var state = State.followsWindowActiveState
    /// Whether the view is emphasised, as a selection in a focused window.
    open var isEmphasized = false
  }
#endif
