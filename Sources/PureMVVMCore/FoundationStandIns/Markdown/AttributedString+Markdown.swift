import Foundation

#if !canImport(Darwin)
  extension AttributedString {
    /// Creates an attributed string from Markdown, as Foundation does on Apple platforms.
    ///
    /// Inline spans become `inlinePresentationIntent` (emphasis, strong emphasis, code,
    /// strikethrough, breaks) and `link`, a link's destination resolved against `baseURL`.
    /// Under `.full` syntax, block markers (headings, list items, quotes, code fences,
    /// rules) are removed and the blocks follow each other with nothing between them, as on
    /// Apple platforms; Linux's Foundation has no `PresentationIntent`, so what kind of
    /// block a run came from is not recorded. Looking for where markup ends may scan at most
    /// 64 characters for each character of the text; past that, the rest reads as written,
    /// so no input makes reading slow.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown.
    ///   - options: How to read it.
    ///   - baseURL: The URL relative links are resolved against.
    /// - Throws: Never for text, which always reads; the signature is Foundation's.
    @_disfavoredOverload
    public init(
      markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
      self = MarkdownReader(options: options, baseURL: baseURL).read(markdown)
    }

    /// Creates an attributed string from UTF-8 Markdown.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown, as UTF-8.
    ///   - options: How to read it.
    ///   - baseURL: The URL relative links are resolved against.
    /// - Throws: `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not
    ///   UTF-8 and the failure policy is `.throwError`; otherwise the invalid bytes read as
    ///   replacement characters.
    @_disfavoredOverload
    public init(
      markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
      if let text = String(data: markdown, encoding: .utf8) {
        try self.init(markdown: text, options: options, baseURL: baseURL)
      } else if options.failurePolicy == .returnPartiallyParsedIfPossible {
        try self.init(
          markdown: String(decoding: markdown, as: UTF8.self), options: options,
          baseURL: baseURL)
      } else {
        throw CocoaError(.fileReadInapplicableStringEncoding)
      }
    }

    /// Creates an attributed string from Markdown, naming the attribute scope to read into;
    /// the attributes Markdown makes are Foundation's, in every scope.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown.
    ///   - scope: The scope, such as `\.swiftUI`.
    ///   - options: How to read it.
    ///   - baseURL: The URL relative links are resolved against.
    /// - Throws: Never for text, which always reads; the signature is Foundation's.
    @_disfavoredOverload
    public init<S: AttributeScope>(
      markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
      options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
      try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from Markdown, naming the attribute scope's type.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown.
    ///   - scope: The scope's type.
    ///   - options: How to read it.
    ///   - baseURL: The URL relative links are resolved against.
    /// - Throws: Never for text, which always reads; the signature is Foundation's.
    @_disfavoredOverload
    public init<S: AttributeScope>(
      markdown: String, including scope: S.Type, options: MarkdownParsingOptions = .init(),
      baseURL: URL? = nil
    ) throws {
      try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from UTF-8 Markdown, naming the attribute scope.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown, as UTF-8.
    ///   - scope: The scope, such as `\.swiftUI`.
    ///   - options: How to read it.
    ///   - baseURL: The URL relative links are resolved against.
    /// - Throws: `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not
    ///   UTF-8 and the failure policy is `.throwError`.
    @_disfavoredOverload
    public init<S: AttributeScope>(
      markdown: Data, including scope: KeyPath<AttributeScopes, S.Type>,
      options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
      try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }
  }
#endif
