import Foundation

/// A colour, like SwiftUI's `Color`: a view that fills its space, and a style for text,
/// backgrounds and shapes.
///
/// The text renderer draws no colours (a colour view takes no lines); elements record
/// them, the inspector reads them, and the HTML gallery paints them.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// How a colour was made.
  public enum Value: Hashable, Sendable {
    /// A system colour by name (`red`, `primary`, `accentColor`…).
    case system(String)
    /// A colour from the app's assets, by name.
    case asset(String)
    /// Red, green, blue and opacity, 0 to 1 each.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
  }

  /// The colour space of `Color(_:red:green:blue:opacity:)`; accepted and ignored.
  public enum RGBColorSpace: Hashable, Sendable {
    /// Standard RGB.
    case sRGB
    /// Linear standard RGB.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }

  /// How the colour was made.
  public let value: Value
  /// The opacity applied with ``opacity(_:)``.
  public private(set) var opacity: Double = 1

  init(system name: String) {
    value = .system(name)
  }

  /// A colour from components.
  ///
  /// - Parameters:
  ///   - colorSpace: Accepted and ignored.
  ///   - red: Red, 0 to 1.
  ///   - green: Green, 0 to 1.
  ///   - blue: Blue, 0 to 1.
  ///   - opacity: Opacity, 0 to 1.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    value = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey.
  ///
  /// - Parameters:
  ///   - colorSpace: Accepted and ignored.
  ///   - white: Lightness, 0 (black) to 1 (white).
  ///   - opacity: Opacity, 0 to 1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from the app's asset catalog, by name.
  ///
  /// - Parameters:
  ///   - name: The colour's name.
  ///   - bundle: Accepted and ignored.
  public init(_ name: String, bundle: Bundle? = nil) {
    value = .asset(name)
  }

  /// This colour, its opacity multiplied by `opacity`, as SwiftUI's: `.opacity(0.5)`
  /// twice is a quarter.
  ///
  /// - Parameter opacity: 0 (clear) to 1.
  /// - Returns: The colour.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    color.opacity = self.opacity * opacity
    return color
  }

  /// The colour's name or components, for messages.
  public var description: String {
    switch value {
    case .system(let name), .asset(let name): return opacity < 1 ? "\(name) \(opacity)" : name
    case .rgb(let red, let green, let blue, let alpha):
      return "rgb(\(red), \(green), \(blue), \(alpha * opacity))"
    }
  }

  /// Black.
  public static let black = Color(system: "black")
  /// Blue.
  public static let blue = Color(system: "blue")
  /// Brown.
  public static let brown = Color(system: "brown")
  /// Clear.
  public static let clear = Color(system: "clear")
  /// Cyan.
  public static let cyan = Color(system: "cyan")
  /// Gray.
  public static let gray = Color(system: "gray")
  /// Green.
  public static let green = Color(system: "green")
  /// Indigo.
  public static let indigo = Color(system: "indigo")
  /// Mint.
  public static let mint = Color(system: "mint")
  /// Orange.
  public static let orange = Color(system: "orange")
  /// Pink.
  public static let pink = Color(system: "pink")
  /// Purple.
  public static let purple = Color(system: "purple")
  /// Red.
  public static let red = Color(system: "red")
  /// Teal.
  public static let teal = Color(system: "teal")
  /// White.
  public static let white = Color(system: "white")
  /// Yellow.
  public static let yellow = Color(system: "yellow")
  /// The colour of primary text.
  public static let primary = Color(system: "primary")
  /// The colour of secondary text.
  public static let secondary = Color(system: "secondary")
  /// The app's accent colour.
  public static let accentColor = Color(system: "accentColor")
}
