#if !canImport(Darwin)
  /// The blocks of Markdown under `.full` syntax, their markers removed: paragraphs,
  /// headings (`#` and underlined), list items, quotes, fenced code and rules.
  ///
  /// Each paragraph's lines are joined with `\n` (a soft break) or `\r` (a hard break: two
  /// spaces or a backslash at the line's end), for ``MarkdownReader`` to read its spans.
  struct MarkdownBlocks {
    private var blocks: [MarkdownReader.Block] = []
    private var paragraph: [Substring] = []
    private var fence: (marker: Character, count: Int, lines: [Substring])?
    private var isInQuote = false

    /// The blocks of `text`, whose lines end with `\n`.
    static func read(_ text: String) -> [MarkdownReader.Block] {
      var reader = MarkdownBlocks()
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        reader.add(line)
      }
      if let fence = reader.fence { reader.blocks.append(.verbatim(code(fence.lines))) }
      reader.endParagraph()
      return reader.blocks
    }

    private mutating func add(_ line: Substring) {
      if let open = fence {
        if let close = Self.fenceMarker(of: Self.unindented(line)), close.marker == open.marker,
          close.count >= open.count
        {
          blocks.append(.verbatim(Self.code(open.lines)))
          fence = nil
        } else {
          fence?.lines.append(line)
        }
        return
      }
      var content = Self.unindented(line)
      let quoted = Self.quoteContent(of: content)
      if let quoted {
        if !isInQuote { endParagraph() }
        content = quoted
      }
      isInQuote = quoted != nil || (isInQuote && !content.isEmpty)
      addContent(content)
    }

    private mutating func addContent(_ line: Substring) {
      if line.allSatisfy(\.isWhitespace) {
        endParagraph()
      } else if let marker = Self.fenceMarker(of: line) {
        endParagraph()
        fence = (marker.marker, marker.count, [])
      } else if let heading = Self.headingText(of: line) {
        endParagraph()
        blocks.append(.inline(String(heading)))
      } else if !paragraph.isEmpty, Self.isUnderline(line) {
        endParagraph()
      } else if Self.isRule(line) {
        endParagraph()
      } else if let item = Self.itemContent(of: line) {
        endParagraph()
        addContent(item)
      } else {
        paragraph.append(line)
      }
    }

    private mutating func endParagraph() {
      guard !paragraph.isEmpty else { return }
      var source = ""
      for (index, line) in paragraph.enumerated() {
        var text = line.drop { $0 == " " || $0 == "\t" }
        let trailing = text.reversed().prefix { $0 == " " }.count
        text = text.dropLast(trailing)
        let isLast = index == paragraph.count - 1
        var hardBreak = trailing >= 2
        if !isLast, text.hasSuffix("\\"), !text.hasSuffix("\\\\") {
          text = text.dropLast()
          hardBreak = true
        }
        source += text
        if !isLast { source += hardBreak ? "\r" : "\n" }
      }
      blocks.append(.inline(source))
      paragraph = []
    }

    private static func code(_ lines: [Substring]) -> String {
      lines.map { $0 + "\n" }.joined()
    }

    /// The line without the up to three spaces that may indent a block marker.
    private static func unindented(_ line: Substring) -> Substring {
      line.dropFirst(line.prefix(3).prefix { $0 == " " }.count)
    }

    private static func fenceMarker(of line: Substring) -> (marker: Character, count: Int)? {
      guard let first = line.first, first == "`" || first == "~" else { return nil }
      let count = line.prefix { $0 == first }.count
      return count >= 3 ? (first, count) : nil
    }

    private static func headingText(of line: Substring) -> Substring? {
      let level = line.prefix { $0 == "#" }.count
      guard (1...6).contains(level) else { return nil }
      let rest = line.dropFirst(level)
      guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
      var text = rest.drop { $0 == " " || $0 == "\t" }
      while text.last == " " { text = text.dropLast() }
      let closing = text.reversed().prefix { $0 == "#" }.count
      if closing == text.count || text.dropLast(closing).last == " " {
        text = text.dropLast(closing)
      }
      while text.last == " " { text = text.dropLast() }
      return text
    }

    /// Whether the line underlines the paragraph before it (`===` or `---`), making it a
    /// heading.
    private static func isUnderline(_ line: Substring) -> Bool {
      var marks = line
      while marks.last == " " || marks.last == "\t" { marks = marks.dropLast() }
      guard let first = marks.first, first == "=" || first == "-" else { return false }
      return marks.allSatisfy { $0 == first }
    }

    private static func isRule(_ line: Substring) -> Bool {
      let marks = line.filter { $0 != " " && $0 != "\t" }
      guard let first = marks.first, "-*_".contains(first) else { return false }
      return marks.count >= 3 && marks.allSatisfy { $0 == first }
    }

    private static func quoteContent(of line: Substring) -> Substring? {
      guard line.first == ">" else { return nil }
      let rest = line.dropFirst()
      return rest.first == " " ? rest.dropFirst() : rest
    }

    /// What follows a list item's marker (`-`, `*`, `+`, `1.` or `1)`), if the line starts
    /// one.
    private static func itemContent(of line: Substring) -> Substring? {
      var rest: Substring
      if let first = line.first, "-*+".contains(first) {
        rest = line.dropFirst()
      } else {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        rest = line.dropFirst(digits.count)
        guard let delimiter = rest.first, delimiter == "." || delimiter == ")" else { return nil }
        rest = rest.dropFirst()
      }
      guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
      return rest.drop { $0 == " " || $0 == "\t" }
    }
  }
#endif
