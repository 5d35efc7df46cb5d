import Foundation

/// A font, like SwiftUI's `Font`: a text style or a system size, with weight and design.
///
/// The text renderer draws every font alike; elements record it, the inspector reads it,
/// and the HTML gallery honours it.
public struct Font: Hashable, Sendable {
  /// A role for text that scales with the reader's settings.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The largest title.
    case largeTitle
    /// A first-level title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2

    /// The point size SwiftUI gives the style at the default text size.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }
  }

  /// How heavy the strokes are.
  public struct Weight: Hashable, Sendable {
    /// The CSS-like weight, 100 (ultra light) to 900 (black).
    public let value: Int

    /// Ultra light.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// Black.
    public static let black = Weight(value: 900)
  }

  /// The family of the letters.
  public enum Design: Hashable, Sendable {
    /// The system font.
    case `default`
    /// A serif font.
    case serif
    /// A rounded font.
    case rounded
    /// A fixed-width font.
    case monospaced
  }

  /// The text style, when the font is one.
  public private(set) var style: TextStyle?
  /// The point size.
  public private(set) var size: CGFloat
  /// The weight, if set.
  public private(set) var weight: Weight?
  /// The design.
  public private(set) var design: Design
  /// Whether the letters are italic.
  public private(set) var isItalic = false
  /// Whether digits all take the same width.
  public private(set) var hasMonospacedDigits = false
  /// The name of a custom font, if the font is one.
  public private(set) var name: String?
  /// Whether the font keeps its size at every Dynamic Type size
  /// (`.custom(_:fixedSize:)`); a custom font otherwise scales as body text.
  public private(set) var hasFixedSize = false

  private init(
    style: TextStyle?, size: CGFloat, weight: Weight?, design: Design, name: String? = nil
  ) {
    self.style = style
    self.size = size
    self.weight = weight
    self.design = design
    self.name = name
  }

  private static func style(_ style: TextStyle) -> Font {
    Font(
      style: style, size: style.pointSize, weight: style == .headline ? .semibold : nil,
      design: .default)
  }

  /// The largest title.
  public static let largeTitle = style(.largeTitle)
  /// A first-level title.
  public static let title = style(.title)
  /// A second-level title.
  public static let title2 = style(.title2)
  /// A third-level title.
  public static let title3 = style(.title3)
  /// A heading.
  public static let headline = style(.headline)
  /// A subheading.
  public static let subheadline = style(.subheadline)
  /// Body text.
  public static let body = style(.body)
  /// A callout.
  public static let callout = style(.callout)
  /// A footnote.
  public static let footnote = style(.footnote)
  /// A caption.
  public static let caption = style(.caption)
  /// A smaller caption.
  public static let caption2 = style(.caption2)
  /// The largest title of all, as visionOS draws a window's name: 48 points, bold, growing
  /// with Dynamic Type as a large title does (its text style is `.largeTitle`, as visionOS's
  /// own style is not among iOS's).
  public static let extraLargeTitle = Font(
    style: .largeTitle, size: 48, weight: .bold, design: .default)
  /// The second largest title of all: 40 points, bold, growing as a large title does.
  public static let extraLargeTitle2 = Font(
    style: .largeTitle, size: 40, weight: .bold, design: .default)

  /// The system font at a size.
  ///
  /// - Parameters:
  ///   - size: The point size.
  ///   - weight: The weight.
  ///   - design: The design.
  /// - Returns: The font.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(style: nil, size: size, weight: weight, design: design ?? .default)
  }

  /// The system font for a text style.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - design: The design.
  ///   - weight: The weight.
  /// - Returns: The font.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font.style(style)
    font.design = design ?? .default
    if let weight { font.weight = weight }
    return font
  }

  /// A font by name at a size.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The point size.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(style: nil, size: size, weight: nil, design: .default, name: name)
  }

  /// A font by name at a size that does not scale with Dynamic Type.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - fixedSize: The point size, kept at every text size.
  /// - Returns: The font.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(style: nil, size: fixedSize, weight: nil, design: .default, name: name)
    font.hasFixedSize = true
    return font
  }

  /// A font by name at a size that scales with a text style.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The point size.
  ///   - textStyle: The style it scales with.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font
  {
    Font(style: textStyle, size: size, weight: nil, design: .default, name: name)
  }

  /// This font with another weight.
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The font.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font, bold.
  ///
  /// - Returns: The font.
  public func bold() -> Font { weight(.bold) }

  /// This font at the size SwiftUI's secondary text scale draws: four fifths, rounded; its
  /// text style kept, so it still grows with Dynamic Type.
  func secondaryScaled() -> Font {
    var font = self
    font.size = (size * 0.8).rounded()
    return font
  }

  /// This font, italic.
  ///
  /// - Returns: The font.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font in its fixed-width design.
  ///
  /// - Returns: The font.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// This font with digits of one width.
  ///
  /// - Returns: The font.
  public func monospacedDigit() -> Font {
    var font = self
    font.hasMonospacedDigits = true
    return font
  }
}
