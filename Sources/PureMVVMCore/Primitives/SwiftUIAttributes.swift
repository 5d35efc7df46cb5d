import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI's `Text` draws from an `AttributedString`, like SwiftUI's
  /// `AttributeScopes.SwiftUIAttributes`: `string.foregroundColor = .red`.
  public struct SwiftUIAttributes: AttributeScope {
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The text's font.
    public let font: FontAttribute
    /// The text's underline.
    public let underlineStyle: UnderlineStyleAttribute
    /// The text's strikethrough.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// Foundation's attributes, such as `link` and `inlinePresentationIntent`.
    public let foundation: FoundationAttributes
    #if !canImport(Darwin)
      /// A run's inline presentation intents (emphasis, code voice…), which Linux's
      /// Foundation lacks; read and written as `string.inlinePresentationIntent`.
      public let inlinePresentationIntent: FoundationAttributes.InlinePresentationIntentAttribute
    #endif

    /// The colour of a run of text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The font of a run of text.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// The underline of a run of text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The strikethrough of a run of text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }
  }

  /// SwiftUI's attributes, for `AttributedString(markdown:including:)` and the like.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes as properties of an attributed string and its runs.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
