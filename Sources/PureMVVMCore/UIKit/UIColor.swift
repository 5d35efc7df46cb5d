#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A UIKit colour, standing in for UIKit's `UIColor` where there is no UIKit, so the
  /// SwiftUI spellings `Color(.systemGray)`, `Color(uiColor: .secondarySystemBackground)`
  /// and `Color(UIColor.label)` compile.
  ///
  /// It only names the colour: the HTML renderer paints each system colour as iOS does in
  /// the light appearance.
  public struct UIColor: Hashable, Sendable {
    var color: Color

    private init(system name: String) {
      color = Color(system: name)
    }

    private init(_ red: Double, _ green: Double, _ blue: Double) {
      color = Color(red: red, green: green, blue: blue)
    }

    /// Creates a UIKit colour from a SwiftUI colour, like UIKit's `UIColor(_:)` that takes a
    /// `Color`: the colour it names is kept as it is.
    ///
    /// - Parameter color: The colour.
    public init(_ color: Color) {
      self.color = color
    }

    /// The colour of the app's asset catalogue named `name`, like UIKit's
    /// `UIColor(named:)`; never `nil` here, as the catalogue is not read: the colour is the
    /// asset `Color(name)` names.
    ///
    /// - Parameter name: The colour's name.
    public init?(named name: String) {
      self.init(Color(name))
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

    /// Creates a colour that a provider picks for the traits it is drawn with, as
    /// `UIColor { $0.userInterfaceStyle == .dark ? .white : .black }`.
    ///
    /// The provider is asked once, for ``UITraitCollection/current`` (the light
    /// appearance), as the renderers paint colours in the light appearance.
    ///
    /// - Parameter dynamicProvider: Picks the colour.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
      self = dynamicProvider(.current)
    }

    /// Creates a grey, 0 (black) to 1 (white).
    ///
    /// - Parameters:
    ///   - white: Lightness.
    ///   - alpha: Opacity.
    public init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Red that adapts to the appearance.
    public static let systemRed = UIColor(system: "red")

    /// Orange that adapts to the appearance.
    public static let systemOrange = UIColor(system: "orange")

    /// Yellow that adapts to the appearance.
    public static let systemYellow = UIColor(system: "yellow")

    /// Green that adapts to the appearance.
    public static let systemGreen = UIColor(system: "green")

    /// Mint that adapts to the appearance.
    public static let systemMint = UIColor(system: "mint")

    /// Teal that adapts to the appearance.
    public static let systemTeal = UIColor(system: "teal")

    /// Cyan that adapts to the appearance.
    public static let systemCyan = UIColor(system: "cyan")

    /// Blue that adapts to the appearance.
    public static let systemBlue = UIColor(system: "blue")

    /// Indigo that adapts to the appearance.
    public static let systemIndigo = UIColor(system: "indigo")

    /// Purple that adapts to the appearance.
    public static let systemPurple = UIColor(system: "purple")

    /// Pink that adapts to the appearance.
    public static let systemPink = UIColor(system: "pink")

    /// Brown that adapts to the appearance.
    public static let systemBrown = UIColor(system: "brown")

    /// The base grey.
    public static let systemGray = UIColor(system: "gray")

    /// A grey a step lighter than `systemGray`.
    public static let systemGray2 = UIColor(system: "systemGray2")

    /// A grey two steps lighter than `systemGray`.
    public static let systemGray3 = UIColor(system: "systemGray3")

    /// A grey three steps lighter than `systemGray`.
    public static let systemGray4 = UIColor(system: "systemGray4")

    /// A grey four steps lighter than `systemGray`.
    public static let systemGray5 = UIColor(system: "systemGray5")

    /// The lightest grey.
    public static let systemGray6 = UIColor(system: "systemGray6")

    /// The colour of primary text.
    public static let label = UIColor(system: "primary")

    /// The colour of secondary text.
    public static let secondaryLabel = UIColor(system: "secondary")

    /// The colour of tertiary text.
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")

    /// The colour of quaternary text.
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")

    /// The background of a plain screen.
    public static let systemBackground = UIColor(system: "systemBackground")

    /// The background of content on a plain screen.
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")

    /// The background of content within content on a plain screen.
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")

    /// The background of a grouped screen.
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")

    /// The background of content on a grouped screen.
    public static let secondarySystemGroupedBackground = UIColor(
      system: "secondarySystemGroupedBackground")

    /// The background of content within content on a grouped screen.
    public static let tertiarySystemGroupedBackground = UIColor(
      system: "tertiarySystemGroupedBackground")

    /// The fill of thin and small shapes.
    public static let systemFill = UIColor(system: "systemFill")

    /// The fill of medium-size shapes.
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill")

    /// The fill of large shapes.
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")

    /// The fill of large areas holding complex content.
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")

    /// Thin borders and dividers, letting content through.
    public static let separator = UIColor(system: "separator")

    /// Borders and dividers that hide content below.
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator")

    /// The colour of links.
    public static let link = UIColor(system: "link")

    /// The colour of placeholder text in fields.
    public static let placeholderText = UIColor(system: "placeholderText")

    /// The tint in effect.
    public static let tintColor = UIColor(system: "accentColor")

    /// No colour.
    public static let clear = UIColor(system: "clear")

    /// Black.
    public static let black = UIColor(system: "black")

    /// White.
    public static let white = UIColor(system: "white")

    /// Pure red.
    public static let red = UIColor(1, 0, 0)

    /// Pure green.
    public static let green = UIColor(0, 1, 0)

    /// Pure blue.
    public static let blue = UIColor(0, 0, 1)

    /// Pure cyan.
    public static let cyan = UIColor(0, 1, 1)

    /// Pure yellow.
    public static let yellow = UIColor(1, 1, 0)

    /// Pure magenta.
    public static let magenta = UIColor(1, 0, 1)

    /// Pure orange.
    public static let orange = UIColor(1, 0.5, 0)

    /// Pure purple.
    public static let purple = UIColor(0.5, 0, 0.5)

    /// Pure brown.
    public static let brown = UIColor(0.6, 0.4, 0.2)

    /// A mid grey.
    public static let gray = UIColor(0.5, 0.5, 0.5)

    /// A dark grey.
    public static let darkGray = UIColor(0.3333, 0.3333, 0.3333)

    /// A light grey.
    public static let lightGray = UIColor(0.6667, 0.6667, 0.6667)
  }

  extension UIColor: _ExpressibleByColorLiteral {
    /// Creates the colour a `#colorLiteral(red:green:blue:alpha:)` names.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
      self.init(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
  }

  /// What a `#colorLiteral(red:green:blue:alpha:)` makes unless its type is given, as in
  /// UIKit: `Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))` compiles.
  public typealias _ColorLiteralType = UIColor

  extension Color {
    /// Creates a colour from a UIKit colour, as `Color(.systemGray)`.
    ///
    /// - Parameter color: The UIKit colour.
    public init(_ color: UIColor) {
      self = color.color
    }

    /// Creates a colour from a UIKit colour, as `Color(uiColor: .systemGray)`.
    ///
    /// - Parameter uiColor: The UIKit colour.
    public init(uiColor: UIColor) {
      self = uiColor.color
    }
  }
#endif
