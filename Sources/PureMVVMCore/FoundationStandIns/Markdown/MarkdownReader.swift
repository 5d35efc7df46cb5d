import Foundation

#if !canImport(Darwin)
  /// Reads Markdown into an attributed string for `AttributedString(markdown:)`: blocks by
  /// the options' syntax, inline spans with ``InlineMarkdown``.
  struct MarkdownReader {
    /// A piece of the text, read on its own.
    enum Block: Equatable {
      /// Text read for inline spans; under `.full`, `\n` is a soft break and `\r` a hard one.
      case inline(String)
      /// Text kept as written: code blocks, and white space between paragraphs.
      case verbatim(String)
    }

    let options: AttributedString.MarkdownParsingOptions
    let baseURL: URL?

    /// `markdown` read as the options say.
    func read(_ markdown: String) -> AttributedString {
      let text = markdown.replacingOccurrences(of: "\r\n", with: "\n")
        .replacingOccurrences(of: "\r", with: "\n")
      var result = AttributedString()
      let budget = InlineMarkdown.WorkBudget(characters: 64 * text.utf8.count + 4_096)
      for block in blocks(of: text) {
        switch block {
        case .inline(let source):
          for span in InlineMarkdown.spans(of: source, budget: budget) {
            result += attributed(span, breaks: true)
          }
        case .verbatim(let source):
          result += attributed(InlineMarkdown.Span(text: source, style: .init()), breaks: false)
        }
      }
      return result
    }

    /// The blocks of `text` under the options' syntax.
    func blocks(of text: String) -> [Block] {
      switch options.interpretedSyntax {
      case .full:
        return MarkdownBlocks.read(text)
      case .inlineOnlyPreservingWhitespace:
        return paragraphs(of: text).map { $0.isBlank ? .verbatim($0.text) : .inline($0.text) }
      case .inlineOnly:
        let collapsed = paragraphs(of: text).filter { !$0.isBlank }.map { paragraph in
          paragraph.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return collapsed.enumerated().flatMap { index, paragraph in
          index == 0 ? [Block.inline(paragraph)] : [.verbatim(" "), .inline(paragraph)]
        }
      }
    }

    /// `text` cut where a blank line starts or ends, so no span crosses one; the blank
    /// stretches, with the line ends around them, are pieces of their own.
    private func paragraphs(of text: String) -> [(text: String, isBlank: Bool)] {
      var groups: [(lines: [Substring], isBlank: Bool)] = []
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let isBlank = line.allSatisfy(\.isWhitespace)
        if groups.last?.isBlank == isBlank {
          groups[groups.count - 1].lines.append(line)
        } else {
          groups.append(([line], isBlank))
        }
      }
      return groups.enumerated().compactMap { index, group in
        var text = group.lines.joined(separator: "\n")
        if group.isBlank, index > 0 { text = "\n" + text }
        if group.isBlank, index < groups.count - 1 { text += "\n" }
        return text.isEmpty ? nil : (text, group.isBlank)
      }
    }

    /// A span as attributed text: its intents, its link, the options' language; under
    /// `.full`, breaks become runs of their own if `breaks`.
    private func attributed(_ span: InlineMarkdown.Span, breaks: Bool) -> AttributedString {
      let intent = span.style.intent
      let link = span.style.link.flatMap { URL(string: $0, relativeTo: baseURL) }
      var result = AttributedString()
      for (text, extra) in breaks
        ? pieces(of: span.text) : [(span.text, InlinePresentationIntent())]
      {
        var piece = AttributedString(text)
        let all = intent.union(extra)
        if !all.isEmpty {
          piece[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = all
        }
        if let link { piece.link = link }
        if let language = options.languageCode { piece.languageIdentifier = language }
        result += piece
      }
      return result
    }

    /// `text` with, under `.full`, each soft break (`\n`) a space and each hard break
    /// (`\r`) a line end, both in runs of their own.
    private func pieces(of text: String) -> [(String, InlinePresentationIntent)] {
      guard options.interpretedSyntax == .full, text.contains(where: { $0 == "\n" || $0 == "\r" })
      else { return [(text, [])] }
      var pieces: [(String, InlinePresentationIntent)] = []
      var plain = ""
      for character in text {
        guard character == "\n" || character == "\r" else {
          plain.append(character)
          continue
        }
        if !plain.isEmpty { pieces.append((plain, [])) }
        plain = ""
        pieces.append(character == "\n" ? (" ", .softBreak) : ("\n", .lineBreak))
      }
      if !plain.isEmpty { pieces.append((plain, [])) }
      return pieces
    }
  }
#endif
