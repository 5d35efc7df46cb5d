#if !os(macOS)
  import Foundation

  /// A Mac colour, standing in for AppKit's `NSColor` where there is no AppKit, so the
  /// SwiftUI spellings `Color(nsColor: .textBackgroundColor)` and
  /// `Color(.windowBackgroundColor)` compile.
  ///
  /// It has the Mac's own semantic colours, painted as macOS paints them in the light
  /// appearance, its system palette (`systemRed`…) and its fixed colours (`red`…).
  /// `Color(.systemRed)` is UIKit's colour, as both kits name it: `Color(nsColor:)` or
  /// `Color(NSColor.systemRed)` is the Mac's.
  public struct NSColor: Hashable, Sendable {
    let color: Color

    private init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
      color = Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    private init(system name: String) {
      color = Color(system: name)
    }

    /// Creates a AppKit colour from a SwiftUI colour, like AppKit's `NSColor(_:)` that takes a
    /// `Color`: the colour it names is kept as it is.
    ///
    /// - Parameter color: The colour.
    public init(_ color: Color) {
      self.color = color
    }

    /// Creates a colour from components, each 0 to 1.
    ///
    /// - Parameters:
    ///   - red: Red.
    ///   - green: Green.
    ///   - blue: Blue.
    ///   - alpha: Opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      color = Color(
        red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// Creates a colour from sRGB components, each 0 to 1.
    ///
    /// - Parameters:
    ///   - red: Red.
    ///   - green: Green.
    ///   - blue: Blue.
    ///   - alpha: Opacity.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from components in the calibrated space, each 0 to 1; drawn as
    /// sRGB.
    ///
    /// - Parameters:
    ///   - red: Red.
    ///   - green: Green.
    ///   - blue: Blue.
    ///   - alpha: Opacity.
    public init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A window's background.
    public static let windowBackgroundColor = NSColor(236, 236, 236)
    /// Behind a document's pages.
    public static let underPageBackgroundColor = NSColor(150, 150, 150, 0.9)
    /// Behind text.
    public static let textBackgroundColor = NSColor(255, 255, 255)
    /// Behind a control's content, such as a table's.
    public static let controlBackgroundColor = NSColor(255, 255, 255)
    /// Alternating rows.
    public static let alternatingContentBackgroundColor = NSColor(244, 245, 245)
    /// Text.
    public static let textColor = NSColor(0, 0, 0)
    /// Primary labels.
    public static let labelColor = NSColor(0, 0, 0, 0.85)
    /// Secondary labels.
    public static let secondaryLabelColor = NSColor(0, 0, 0, 0.5)
    /// Tertiary labels.
    public static let tertiaryLabelColor = NSColor(0, 0, 0, 0.26)
    /// Quaternary labels.
    public static let quaternaryLabelColor = NSColor(0, 0, 0, 0.1)
    /// Placeholder text.
    public static let placeholderTextColor = NSColor(0, 0, 0, 0.25)
    /// Links.
    public static let linkColor = NSColor(9, 79, 209)
    /// Rules between content.
    public static let separatorColor = NSColor(0, 0, 0, 0.1)
    /// A table's grid.
    public static let gridColor = NSColor(230, 230, 230)
    /// The user's accent colour.
    public static let controlAccentColor = NSColor(0, 122, 255)
    /// A control's face.
    public static let controlColor = NSColor(255, 255, 255)
    /// A control's text.
    public static let controlTextColor = NSColor(0, 0, 0, 0.85)
    /// Selected content's background.
    public static let selectedContentBackgroundColor = NSColor(0, 99, 225)
    /// Selected text's background.
    public static let selectedTextBackgroundColor = NSColor(179, 215, 255)
    /// Selected text.
    public static let selectedTextColor = NSColor(0, 0, 0)
    /// A selected control's face.
    public static let selectedControlColor = NSColor(179, 215, 255)
    /// A selected control's text.
    public static let selectedControlTextColor = NSColor(0, 0, 0, 0.85)
    /// Text on a selected, emphasised background, as a highlighted menu item's.
    public static let alternateSelectedControlTextColor = NSColor(255, 255, 255)
    /// A highlighted menu item's background.
    public static let selectedMenuItemColor = NSColor(0, 99, 225)
    /// A highlighted menu item's text.
    public static let selectedMenuItemTextColor = NSColor(255, 255, 255)
    /// Selected content's background in a window that is not the key window.
    public static let unemphasizedSelectedContentBackgroundColor = NSColor(220, 220, 220)
    /// The ring round the view with the keyboard focus.
    public static let keyboardFocusIndicatorColor = NSColor(0, 103, 244, 0.5)
    /// Highlights.
    public static let findHighlightColor = NSColor(255, 255, 0)

    /// Red that adapts to the appearance.
    public static let systemRed = NSColor(system: "red")

    /// Orange that adapts to the appearance.
    public static let systemOrange = NSColor(system: "orange")

    /// Yellow that adapts to the appearance.
    public static let systemYellow = NSColor(system: "yellow")

    /// Green that adapts to the appearance.
    public static let systemGreen = NSColor(system: "green")

    /// Mint that adapts to the appearance.
    public static let systemMint = NSColor(system: "mint")

    /// Teal that adapts to the appearance.
    public static let systemTeal = NSColor(system: "teal")

    /// Cyan that adapts to the appearance.
    public static let systemCyan = NSColor(system: "cyan")

    /// Blue that adapts to the appearance.
    public static let systemBlue = NSColor(system: "blue")

    /// Indigo that adapts to the appearance.
    public static let systemIndigo = NSColor(system: "indigo")

    /// Purple that adapts to the appearance.
    public static let systemPurple = NSColor(system: "purple")

    /// Pink that adapts to the appearance.
    public static let systemPink = NSColor(system: "pink")

    /// Brown that adapts to the appearance.
    public static let systemBrown = NSColor(system: "brown")

    /// Grey that adapts to the appearance.
    public static let systemGray = NSColor(system: "gray")

    /// No colour.
    public static let clear = NSColor(0, 0, 0, 0)

    /// Black.
    public static let black = NSColor(0, 0, 0)

    /// White.
    public static let white = NSColor(255, 255, 255)

    /// Pure red.
    public static let red = NSColor(255, 0, 0)

    /// Pure green.
    public static let green = NSColor(0, 255, 0)

    /// Pure blue.
    public static let blue = NSColor(0, 0, 255)

    /// Cyan.
    public static let cyan = NSColor(0, 255, 255)

    /// Yellow.
    public static let yellow = NSColor(255, 255, 0)

    /// Magenta.
    public static let magenta = NSColor(255, 0, 255)

    /// Orange.
    public static let orange = NSColor(255, 127.5, 0)

    /// Purple.
    public static let purple = NSColor(127.5, 0, 127.5)

    /// Brown.
    public static let brown = NSColor(153, 102, 51)

    /// Middle grey.
    public static let gray = NSColor(127.5, 127.5, 127.5)

    /// Dark grey.
    public static let darkGray = NSColor(85, 85, 85)

    /// Light grey.
    public static let lightGray = NSColor(170, 170, 170)
  }

  extension Color {
    /// Creates a colour from a Mac colour, as `Color(nsColor: .windowBackgroundColor)`.
    ///
    /// - Parameter nsColor: The Mac colour.
    public init(nsColor: NSColor) {
      self = nsColor.color
    }

    /// Creates a colour from a Mac colour, as `Color(.windowBackgroundColor)`.
    ///
    /// - Parameter color: The Mac colour.
    @_disfavoredOverload
    public init(_ color: NSColor) {
      self = color.color
    }
  }
#endif
