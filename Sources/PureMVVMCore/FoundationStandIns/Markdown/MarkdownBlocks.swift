#if !canImport(Darwin)
  /// The blocks of Markdown under `.full` syntax, their markers removed: paragraphs,
  /// headings (`#` and underlined), list items, quotes, fenced code and rules.
  ///
  /// Each paragraph's lines are joined with `\n` (a soft break) or `\r` (a hard break: two
  /// spaces or a backslash at the line's end), for ``MarkdownReader`` to read its spans.
  struct MarkdownBlocks {
    private var blocks: [MarkdownReader.Block] = []
    private var paragraph: [Substring] = []
    /// The open code fence: its marker, its length, the quote depth it opened at.
    private var fence: (marker: Character, count: Int, depth: Int)?
    /// The lines of the open code fence.
    private var fenceLines: [Substring] = []
    /// How many `>` the lines of the open paragraph are quoted by.
    private var quoteDepth = 0

    /// The blocks of `text`, whose lines end with `\n`.
    static func read(_ text: String) -> [MarkdownReader.Block] {
      var reader = MarkdownBlocks()
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
      for line in lines {
        reader.add(line)
      }
      reader.closeFence()
      reader.endParagraph()
      return reader.blocks
    }

    private mutating func add(_ line: Substring) {
      let (content, depth) = Self.unquoted(line)
      if let open = fence {
        if open.depth == 0 || depth >= open.depth {
          let body = open.depth == 0 ? line : content
          if Self.closes(body, marker: open.marker, count: open.count) {
            closeFence()
          } else {
            fenceLines.append(body)
          }
          return
        }
        closeFence()
      }
      if depth > 0, depth != quoteDepth { endParagraph() }
      if depth > 0 || content.allSatisfy(\.isWhitespace) { quoteDepth = depth }
      addContent(content)
    }

    private mutating func closeFence() {
      guard fence != nil else { return }
      blocks.append(.verbatim(Self.code(fenceLines)))
      fence = nil
      fenceLines = []
    }

    private mutating func addContent(_ content: Substring) {
      var line = Self.trimmedStart(content)
      if !paragraph.isEmpty, Self.isUnderline(line) || Self.isRule(line) {
        return endParagraph()
      }
      var startsItem = false
      while !Self.isRule(line), let item = Self.itemContent(of: line) {
        line = Self.trimmedStart(item)
        startsItem = true
      }
      if startsItem || line.isEmpty || Self.isRule(line) { endParagraph() }
      if line.isEmpty || Self.isRule(line) { return }
      if let marker = Self.fenceMarker(of: line) {
        endParagraph()
        fence = (marker.marker, marker.count, quoteDepth)
      } else if let heading = Self.headingText(of: line) {
        endParagraph()
        blocks.append(.inline(String(heading)))
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

    /// The line without its leading spaces and tabs (indented code blocks are read as text).
    private static func trimmedStart(_ line: Substring) -> Substring {
      line.drop { $0 == " " || $0 == "\t" }
    }

    /// The line without its `>` markers (each with the space after it), and how many.
    private static func unquoted(_ line: Substring) -> (Substring, Int) {
      var content = trimmedStart(line)
      var depth = 0
      while content.first == ">" {
        content = content.dropFirst()
        if content.first == " " { content = content.dropFirst() }
        depth += 1
        let rest = trimmedStart(content)
        if rest.first == ">" { content = rest }
      }
      return (content, depth)
    }

    /// Whether the line closes a fence of `count` `marker`s: as many or more, nothing else.
    private static func closes(_ line: Substring, marker: Character, count: Int) -> Bool {
      let body = trimmedStart(line)
      let run = body.prefix { $0 == marker }.count
      return run >= count && body.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
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
      var mark: Character?
      var count = 0
      for character in line where character != " " && character != "\t" {
        if mark == nil {
          guard character == "-" || character == "*" || character == "_" else { return false }
          mark = character
        }
        guard character == mark else { return false }
        count += 1
      }
      return count >= 3
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
