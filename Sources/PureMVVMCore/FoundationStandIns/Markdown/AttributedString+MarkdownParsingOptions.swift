import Foundation

#if !canImport(Darwin)
  extension AttributedString {
    /// How `AttributedString(markdown:)` reads Markdown, as Foundation's options on Apple
    /// platforms.
    public struct MarkdownParsingOptions: Hashable, Sendable {
      /// Whether `^[text](attributes)` spans are read; kept, not read, here.
      public var allowsExtendedAttributes: Bool
      /// Which syntax becomes attributes.
      public var interpretedSyntax: InterpretedSyntax
      /// What happens when the text cannot be read.
      public var failurePolicy: FailurePolicy
      /// The language every run is marked with (`languageIdentifier`), if any.
      public var languageCode: String?
      /// Whether runs are marked with their place in the source; kept, not applied, here.
      public var appliesSourcePositionAttributes: Bool

      /// Creates options.
      ///
      /// - Parameters:
      ///   - allowsExtendedAttributes: Whether `^[text](attributes)` spans are read.
      ///   - interpretedSyntax: Which syntax becomes attributes.
      ///   - failurePolicy: What happens when the text cannot be read.
      ///   - languageCode: The language every run is marked with.
      ///   - appliesSourcePositionAttributes: Whether runs are marked with their source
      ///     positions.
      public init(
        allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
        failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
        appliesSourcePositionAttributes: Bool = false
      ) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
        self.failurePolicy = failurePolicy
        self.languageCode = languageCode
        self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
      }

      /// Which Markdown syntax becomes attributes.
      public enum InterpretedSyntax: Hashable, Sendable {
        /// Blocks and inline spans: paragraphs, headings, list items and quotes lose their
        /// markers and follow each other with nothing between them, as on Apple platforms.
        case full
        /// Inline spans only, every stretch of white space read as one space.
        case inlineOnly
        /// Inline spans only, white space kept as written (what a `Text` literal reads).
        case inlineOnlyPreservingWhitespace
      }

      /// What happens when the text cannot be read.
      public enum FailurePolicy: Hashable, Sendable {
        /// The initializer throws.
        case throwError
        /// The initializer returns what it could read.
        case returnPartiallyParsedIfPossible
      }
    }
  }
#endif
