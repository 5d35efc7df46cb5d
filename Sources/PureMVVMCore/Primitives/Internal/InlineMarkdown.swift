/// The inline Markdown SwiftUI renders in a `Text` made from a string literal: `**bold**`
/// (or `__bold__`), `*italic*` (or `_italic_`), `***both***`, `~~strikethrough~~`,
/// `` `code` `` and `[links](https://…)`, with `\` escaping a marker.
///
/// Markers follow CommonMark's flanking rules where it matters to everyday text: an
/// opener is followed, and a closer preceded, by something other than white space, and `_`
/// never opens or closes inside a word (`snake_case` stays as written). A marker with no
/// partner is text.
enum InlineMarkdown {
  /// What the markup says about a span of text.
  struct Style: Hashable {
    /// `*italic*`.
    var isEmphasized = false
    /// `**bold**`.
    var isStrong = false
    /// `` `code` ``.
    var isCode = false
    /// `~~strikethrough~~`.
    var isStrikethrough = false
    /// The destination of `[a link](…)`, as written.
    var link: String?

    /// The style's emphasis, code and strikethrough, as Foundation's intents say them.
    var intent: InlinePresentationIntent {
      var intent = InlinePresentationIntent()
      if isEmphasized { intent.insert(.emphasized) }
      if isStrong { intent.insert(.stronglyEmphasized) }
      if isCode { intent.insert(.code) }
      if isStrikethrough { intent.insert(.strikethrough) }
      return intent
    }
  }

  /// A piece of text and what the markup says about it.
  struct Span: Equatable {
    /// The text, markers removed.
    var text: String
    /// Its style.
    var style: Style
  }

  /// The characters that may start Markdown; text without any is returned as one span.
  private static let markers: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

  /// The longest text read as Markdown; longer text (never a literal someone wrote, but
  /// perhaps data made a `LocalizedStringKey`) is shown as written, so no input makes
  /// reading it slow.
  static let maximumLength = 4_096

  /// The runs `text` reads as, each in `style` with the markup's styles on top; one run
  /// when it has no markup or is longer than ``maximumLength``.
  static func runs(of text: String, style: TextRun) -> [TextRun] {
    let pieces = spans(of: text)
    if pieces.isEmpty {
      var empty = style
      empty.text = ""
      return [empty]
    }
    return pieces.map { span in
      var run = style
      run.text = span.text
      run.apply(span.style.intent)
      if span.style.link != nil {
        run.isUnderlined = true
        run.foreground = .tint
      }
      return run
    }
  }

  /// The spans `text` reads as, neighbours in one style joined and empty ones dropped; one
  /// span when it has no markup or is longer than ``maximumLength``.
  static func spans(of text: String) -> [Span] {
    guard text.utf8.count <= maximumLength else {
      return text.isEmpty ? [] : [Span(text: text, style: Style())]
    }
    return spans(of: text, budget: WorkBudget(characters: 64 * maximumLength))
  }

  /// The spans `text` reads as, looking for markup only while `budget` lasts: past it, the
  /// rest of the text is read as written, so no input makes reading slow.
  static func spans(of text: String, budget: WorkBudget) -> [Span] {
    guard text.contains(where: markers.contains) else {
      return text.isEmpty ? [] : [Span(text: text, style: Style())]
    }
    var parser = Parser(Array(text), budget: budget)
    var result: [Span] = []
    for span in parser.spans(until: nil, style: Style()) where !span.text.isEmpty {
      if let last = result.last, last.style == span.style {
        result[result.count - 1].text += span.text
      } else {
        result.append(span)
      }
    }
    return result
  }

  /// The `]` closing each `[` of a text, by position.
  private final class BracketPairs {
    var pairs: [Int: Int]?
  }

  /// Where looking for a closer has already failed, by marker and count.
  private final class Closerless {
    var starts: [String: Int] = [:]
  }

  /// How many characters reading may still scan while looking for where markup ends; shared
  /// by the readings of one text (nested links, a document's paragraphs).
  final class WorkBudget {
    /// The characters left.
    var characters: Int

    /// A budget of `characters`.
    init(characters: Int) {
      self.characters = characters
    }

    /// Spends one character; whether there was one to spend.
    func spend() -> Bool {
      guard characters > 0 else { return false }
      characters -= 1
      return true
    }
  }

  private struct Parser {
    let characters: [Character]
    let budget: WorkBudget
    /// For each marker and count, the earliest start from which no closer was found: none
    /// will be from any later start either.
    let closerless = Closerless()
    /// The bracket pairs, once found.
    let brackets = BracketPairs()
    var index = 0

    init(_ characters: [Character], budget: WorkBudget) {
      self.characters = characters
      self.budget = budget
    }

    /// The spans from here up to the closing `closer` (consumed), or to the end.
    mutating func spans(until closer: (marker: Character, count: Int)?, style: Style) -> [Span] {
      var spans: [Span] = []
      var plain = ""
      func flush() {
        guard !plain.isEmpty else { return }
        spans.append(Span(text: plain, style: style))
        plain = ""
      }
      while index < characters.count {
        if let closer, closes(closer) {
          index += closer.count
          flush()
          return spans
        }
        let character = characters[index]
        let tooLong = overlongRun(at: index)
        if tooLong > 0 {
          plain += String(repeating: character, count: tooLong)
          index += tooLong
        } else if character == "\\", index + 1 < characters.count,
          characters[index + 1].isPunctuation || characters[index + 1].isSymbol
        {
          plain.append(characters[index + 1])
          index += 2
        } else if let inner = span(at: index, style: style) {
          flush()
          spans += inner
        } else {
          plain.append(character)
          index += 1
        }
      }
      flush()
      return spans
    }

    /// The spans of a code span, emphasis, strikethrough or link starting at `start`, if
    /// one does (its end found); the index is then past it.
    mutating func span(at start: Int, style: Style) -> [Span]? {
      guard budget.characters > 0 else { return nil }
      switch characters[start] {
      case "`": return codeSpan(at: start, style: style)
      case "[": return link(at: start, style: style)
      case "*", "_", "~": return emphasis(at: start, style: style)
      default: return nil
      }
    }

    mutating func codeSpan(at start: Int, style: Style) -> [Span]? {
      let ticks = run(of: "`", at: start)
      var search = start + ticks
      while search < characters.count, budget.spend() {
        let length = run(of: "`", at: search)
        if length == ticks {
          var code = style
          code.isCode = true
          index = search + ticks
          return [Span(text: String(characters[(start + ticks)..<search]), style: code)]
        }
        search += max(length, 1)
      }
      return nil
    }

    mutating func link(at start: Int, style: Style) -> [Span]? {
      guard let close = matchingBracket(from: start), close + 1 < characters.count,
        characters[close + 1] == "(", let end = closingParenthesis(after: close + 1),
        !characters[(close + 2)..<end].contains(where: \.isWhitespace), end > close + 2
      else { return nil }
      var linked = style
      linked.link = String(characters[(close + 2)..<end])
      var inner = Parser(Array(characters[(start + 1)..<close]), budget: budget)
      index = end + 1
      return inner.spans(until: nil, style: linked)
    }

    /// The first `)` after `start`, within the budget.
    func closingParenthesis(after start: Int) -> Int? {
      var position = start + 1
      while position < characters.count, budget.spend() {
        if characters[position] == ")" { return position }
        position += 1
      }
      return nil
    }

    /// How many emphasis markers at `index` no span can start or end at.
    ///
    /// Those are the markers followed by more than three of their kind (two for `~`).
    /// Skipping them keeps a long run linear.
    func overlongRun(at index: Int) -> Int {
      let marker = characters[index]
      guard marker == "*" || marker == "_" || marker == "~" else { return 0 }
      let longest = marker == "~" ? 2 : 3
      return max(run(of: marker, at: index) - longest, 0)
    }

    /// The `]` that closes the `[` at `start`, brackets nesting: found for every bracket in
    /// one pass over the text, the first time one is asked for.
    func matchingBracket(from start: Int) -> Int? {
      if brackets.pairs == nil {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        var position = 0
        while position < characters.count, budget.spend() {
          switch characters[position] {
          case "\\": position += 1
          case "[": open.append(position)
          case "]": if let opener = open.popLast() { pairs[opener] = position }
          default: break
          }
          position += 1
        }
        brackets.pairs = pairs
      }
      return brackets.pairs?[start]
    }

    mutating func emphasis(at start: Int, style: Style) -> [Span]? {
      let marker = characters[start]
      let count = run(of: marker, at: start)
      let valid = marker == "~" ? count == 2 : (1...3).contains(count)
      guard valid, opens(marker, at: start, count: count),
        hasCloser(marker, count: count, after: start + count)
      else { return nil }
      var inner = style
      switch (marker, count) {
      case ("~", _): inner.isStrikethrough = true
      case (_, 1): inner.isEmphasized = true
      case (_, 2): inner.isStrong = true
      default:
        inner.isEmphasized = true
        inner.isStrong = true
      }
      index = start + count
      return spans(until: (marker, count), style: inner)
    }

    /// Whether a closing run of `count` `marker`s comes after `start`, within the budget.
    func hasCloser(_ marker: Character, count: Int, after start: Int) -> Bool {
      let key = "\(marker)\(count)"
      if let failed = closerless.starts[key], failed <= start { return false }
      var probe = self
      probe.index = start + 1
      while probe.index < characters.count, budget.spend() {
        if probe.closes((marker, count)) { return true }
        probe.index += 1
      }
      if probe.index >= characters.count { closerless.starts[key] = start }
      return false
    }

    /// Whether exactly `closer.count` markers at the index close a span.
    func closes(_ closer: (marker: Character, count: Int)) -> Bool {
      guard run(of: closer.marker, at: index) == closer.count, index > 0 else { return false }
      let before = characters[index - 1]
      let after = index + closer.count < characters.count ? characters[index + closer.count] : nil
      if before.isWhitespace { return false }
      if closer.marker == "_", let after, after.isLetter || after.isNumber { return false }
      return true
    }

    func opens(_ marker: Character, at start: Int, count: Int) -> Bool {
      guard start + count < characters.count, !characters[start + count].isWhitespace else {
        return false
      }
      if marker == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber
      {
        return false
      }
      return true
    }

    /// How many `marker`s in a row start at `position`.
    func run(of marker: Character, at position: Int) -> Int {
      var end = position
      while end < characters.count, characters[end] == marker, budget.spend() { end += 1 }
      return end - position
    }
  }
}
