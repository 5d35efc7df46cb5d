#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A font, standing in for UIKit's `UIFont` where there is no UIKit.
  ///
  /// It is what wrapped UIKit views and navigation bar appearances are given. It keeps its
  /// name and size for a test to read; nothing draws with it.
  public final class UIFont: Hashable, Sendable {
    /// The font's name: `.SFUI-Regular` style names for the system font.
    public let fontName: String
    /// The font's size, in points.
    public let pointSize: CGFloat
    /// The font's weight.
    public let weight: Weight

    private init(named name: String, size: CGFloat, weight: Weight) {
      fontName = name
      pointSize = size
      self.weight = weight
    }

    /// The font named `fontName` at `fontSize` points; every name is known here.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      self.init(named: fontName, size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
      UIFont(named: ".SFUI", size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(named: ".SFUI-Italic", size: fontSize, weight: .regular)
    }

    /// The fixed-width system font at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(named: ".SFUIMono", size: fontSize, weight: weight)
    }

    /// The font of a text style, at its default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(named: fontName, size: fontSize, weight: weight)
    }

    /// Whether two fonts have the same name, size and weight.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
      (lhs.fontName, lhs.pointSize, lhs.weight) == (rhs.fontName, rhs.pointSize, rhs.weight)
    }

    /// Hashes the font's name, size and weight.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(fontName)
      hasher.combine(pointSize)
      hasher.combine(weight)
    }
  }
#endif
