import Foundation

#if !canImport(Darwin)
  /// How a run of text is meant to be shown inline, as Foundation's
  /// `InlinePresentationIntent` on Apple platforms: emphasis, code voice, strikethrough and
  /// breaks, as `AttributedString(markdown:)` marks them.
  public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The intents as bits, with Apple's values.
    public let rawValue: UInt

    /// Creates intents from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Emphasis (`*italic*`).
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**bold**`).
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code voice (a span between backticks).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Strikethrough (`~~gone~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break: a line end inside a paragraph, shown as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break: two spaces or a backslash at a line end.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// HTML inside a line.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
  }

  extension AttributeScopes.FoundationAttributes {
    /// The attribute that holds a run's inline presentation intents, as on Apple platforms.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
      /// The intents.
      public typealias Value = InlinePresentationIntent
      /// The attribute's name.
      public static let name = "NSInlinePresentationIntent"
    }
  }
#endif
