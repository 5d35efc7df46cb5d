#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  extension UIFont {
    /// How heavy a font is, like UIKit's `UIFont.Weight`: from -1 (ultra light) to 1 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight, from -1 to 1.
      public let rawValue: CGFloat

      /// The weight `rawValue`.
      public init(rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      /// Ultra light.
      public static let ultraLight = Weight(rawValue: -0.8)
      /// Thin.
      public static let thin = Weight(rawValue: -0.6)
      /// Light.
      public static let light = Weight(rawValue: -0.4)
      /// Regular.
      public static let regular = Weight(rawValue: 0)
      /// Medium.
      public static let medium = Weight(rawValue: 0.23)
      /// Semibold.
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      public static let bold = Weight(rawValue: 0.4)
      /// Heavy.
      public static let heavy = Weight(rawValue: 0.56)
      /// Black.
      public static let black = Weight(rawValue: 0.62)
    }

    /// A text style, like UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The style's name.
      public let rawValue: String

      /// The style named `rawValue`.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The large title.
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// The first title.
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// The second title.
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// The third title.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Headings.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadings.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body text.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Callouts.
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// Footnotes.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// The first caption.
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// The second caption.
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

      /// The style's size at the default Dynamic Type size: its SwiftUI text style's.
      var pointSize: CGFloat {
        let styles: [TextStyle: Font.TextStyle] = [
          .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3,
          .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
          .footnote: .footnote, .caption1: .caption, .caption2: .caption2,
        ]
        return (styles[self] ?? .body).pointSize
      }
    }
  }
#endif
