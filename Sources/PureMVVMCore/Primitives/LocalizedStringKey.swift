import Foundation

/// The text of a ``Text``, written as a string literal with interpolations.
///
/// Mirrors SwiftUI's `LocalizedStringKey` so that views port unchanged, including format
/// specifiers (`"\(distance, specifier: "%.1f") km"`), format styles
/// (`"\(price, format: .currency(code: "EUR"))"`), dates (`"\(date, style: .date)"`),
/// images and texts. PureMVVM does not localize; the key is the text. Formatted pieces are
/// formatted when the text is resolved, with the environment's locale, time zone and
/// calendar; `specifier:` formatting is locale-independent (`.` decimal separator).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// A literal piece, or one formatted with the environment.
  enum Piece {
    case literal(String)
    /// An interpolated value: shown as it is, never pseudo-localized.
    case argument(String)
    case formatted((EnvironmentValues) -> String)
  }

  /// The text when it is one literal piece, as most keys are: no array to allocate.
  private let literal: String?
  /// The pieces, when the key is not one literal piece; empty otherwise.
  private let interpolated: [Piece]
  /// Whether the text would be translated.
  ///
  /// Keys written as literals are; data shown with `Text(verbatim:)` or
  /// `Text(someString)` is not. Pseudo-localization follows it.
  private let isLocalizable: Bool
  /// Whether the text shows a date against the current time (`.relative`, `.offset`,
  /// `.timer`), so it changes with nothing to announce it.
  private(set) var readsClock = false

  /// A key for text that is data, never translated.
  init(verbatim text: String) {
    literal = text
    interpolated = []
    isLocalizable = false
  }

  /// Creates a key from a string value.
  ///
  /// - Parameter value: The text.
  public init(_ value: String) {
    literal = value
    interpolated = []
    isLocalizable = true
  }

  /// Creates a key from a literal with no interpolations.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from an interpolated literal.
  ///
  /// - Parameter stringInterpolation: The collected pieces.
  public init(stringInterpolation: StringInterpolation) {
    var interpolation = stringInterpolation
    let pieces = interpolation.finish()
    if pieces.count == 1, case .literal(let text) = pieces[0] {
      literal = text
      interpolated = []
    } else {
      literal = nil
      interpolated = pieces
    }
    isLocalizable = true
    readsClock = stringInterpolation.readsClock
  }

  /// The text formatted with the default environment.
  var text: String { resolved(in: EnvironmentValues()) }

  /// Whether the key may hold inline Markdown: it was written as a literal (data never
  /// is) and a literal piece has a character that can start markup.
  var mayHoldMarkdown: Bool {
    guard isLocalizable else { return false }
    if let literal { return Self.hasMarkup(literal) }
    return interpolated.contains { piece in
      if case .literal(let text) = piece { Self.hasMarkup(text) } else { false }
    }
  }

  private static func hasMarkup(_ text: String) -> Bool {
    text.utf8.contains { byte in
      byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")
    }
  }

  /// The key resolved and read as inline Markdown, each run in `style` with the markup's
  /// on top; interpolated values are shown as they are, never read as markup.
  func styledRuns(in environment: EnvironmentValues, style: TextRun) -> [TextRun] {
    if environment.isPseudoLocalized || literal != nil {
      return InlineMarkdown.runs(of: resolved(in: environment), style: style)
    }
    // Each value stands in as a private-use character while the markup is read.
    var source = ""
    var values: [Character: String] = [:]
    for piece in interpolated {
      let value: String
      switch piece {
      case .literal(let text):
        source += text
        continue
      case .argument(let argument): value = argument
      case .formatted(let format): value = format(environment)
      }
      let code = 0xF0000 + UInt32(values.count % 0xFFFD)
      let placeholder = Character(Unicode.Scalar(code) ?? "\u{FFFD}")
      values[placeholder] = value
      source.append(placeholder)
    }
    return InlineMarkdown.runs(of: source, style: style).map { run in
      var run = run
      run.text = String(run.text.flatMap { values[$0] ?? String($0) })
      return run
    }
  }

  /// The text, with formatted pieces formatted for `environment`.
  func resolved(in environment: EnvironmentValues) -> String {
    if isLocalizable, environment.isPseudoLocalized { return pseudoLocalized(in: environment) }
    if let literal { return literal }
    var text = ""
    for piece in interpolated {
      switch piece {
      case .literal(let piece), .argument(let piece): text += piece
      case .formatted(let format): text += format(environment)
      }
    }
    return text
  }

  /// The text as a pseudo-locale shows it: literal pieces accented, formatted values as
  /// they are, the whole about 40% longer and bracketed (`[Ĺöĝîñ ··]`).
  private func pseudoLocalized(in environment: EnvironmentValues) -> String {
    var text = ""
    var literalLength = 0
    for piece in literal.map({ [.literal($0)] }) ?? interpolated {
      switch piece {
      case .literal(let literal):
        text += PseudoLocalization.accented(literal)
        literalLength += literal.count
      case .argument(let argument): text += argument
      case .formatted(let format): text += format(environment)
      }
    }
    return PseudoLocalization.padded(text, literalLength: literalLength)
  }

  /// Whether both keys read the same with the default environment.
  ///
  /// - Parameters:
  ///   - lhs: A key.
  ///   - rhs: Another key.
  /// - Returns: Whether they read the same.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.text == rhs.text
  }

  /// Whether a text of this key shows the same as one of `other`: the same words, and
  /// both rendered as Markdown or both shown as written.
  func showsTheSame(as other: LocalizedStringKey) -> Bool {
    isLocalizable == other.isLocalizable && text == other.text
  }

  /// Collects the pieces of an interpolated ``LocalizedStringKey`` literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var pieces: [Piece] = []
    var readsClock = false
    private var literal = ""

    /// Reserves room for the literal's pieces: one per interpolation, and one per literal
    /// part around them.
    ///
    /// The literal parts need no room of their own: each usually arrives whole, and keeps
    /// its string's storage.
    ///
    /// - Parameters:
    ///   - literalCapacity: The length of the literal parts.
    ///   - interpolationCount: The number of interpolations.
    public init(literalCapacity: Int, interpolationCount: Int) {
      if interpolationCount > 0 { pieces.reserveCapacity(2 * interpolationCount + 1) }
    }

    /// Appends a literal part.
    ///
    /// - Parameter literal: The text between interpolations.
    public mutating func appendLiteral(_ literal: String) {
      append(literal)
    }

    /// Appends a value as `String(describing:)` prints it.
    ///
    /// - Parameter value: The interpolated value.
    public mutating func appendInterpolation<Value>(_ value: Value) {
      appendArgument(Self.describing(value))
    }

    /// `String(describing: value)`, with the commonest types first: it asks the run time
    /// which protocols the value conforms to, about 2k instructions for an `Int`.
    ///
    /// The types are compared exactly: a cast alone would unwrap an optional `Int`, which
    /// `String(describing:)` prints as "Optional(1)".
    private static func describing<Value>(_ value: Value) -> String {
      if Value.self == Int.self, let value = value as? Int { return String(value) }
      if Value.self == String.self, let value = value as? String { return value }
      return String(describing: value)
    }

    /// Appends a number formatted with a `printf`-style specifier such as `"%.1f"`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The format, for example `"%.1f"` or `"%d"`.
    public mutating func appendInterpolation<Value: CVarArg & Numeric>(
      _ value: Value, specifier: String
    ) {
      appendArgument(String(format: specifier, value))
    }

    /// Appends a value formatted with a format style in the environment's locale.
    ///
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The format, such as `.number` or `.currency(code: "EUR")`.
    public mutating func appendInterpolation<Format: FormatStyle>(
      _ input: Format.FormatInput, format: Format
    ) where Format.FormatOutput == String {
      appendFormatted { format.locale($0.locale).format(input) }
    }

    /// Appends a value as a formatter writes it (`"\(date, formatter: short)"`), or as
    /// `String(describing:)` does when there is no formatter or it cannot.
    ///
    /// SwiftUI takes a `ReferenceConvertible` value or an `NSObject`; Linux's `Date` is not
    /// `ReferenceConvertible`, so any value is taken here.
    ///
    /// - Parameters:
    ///   - subject: The value, such as a `Date`, a `URL` or an `NSNumber`.
    ///   - formatter: The formatter, with its own locale.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
      appendArgument(formatter?.string(for: subject) ?? Self.describing(subject))
    }

    /// Appends a date in a style, in the environment's locale and time zone.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      if [.relative, .offset, .timer].contains(style) { readsClock = true }
      appendFormatted { DateText.format(date, style: style, in: $0) }
    }

    /// Appends an image, as its symbol.
    ///
    /// - Parameter image: The image.
    public mutating func appendInterpolation(_ image: Image) {
      appendArgument(image.glyph)
    }

    /// Appends another text's words.
    ///
    /// - Parameter text: The text.
    @MainActor
    public mutating func appendInterpolation(_ text: Text) {
      appendArgument(text.plainText)
    }

    private mutating func append(_ text: String) {
      literal += text
    }

    private mutating func appendArgument(_ text: String) {
      flushLiteral()
      pieces.append(.argument(text))
    }

    mutating func appendFormatted(_ format: @escaping (EnvironmentValues) -> String) {
      flushLiteral()
      pieces.append(.formatted(format))
    }

    private mutating func flushLiteral() {
      guard !literal.isEmpty else { return }
      pieces.append(.literal(literal))
      literal = ""
    }

    /// All the pieces, the literal part after the last interpolation included.
    fileprivate mutating func finish() -> [Piece] {
      flushLiteral()
      return pieces
    }
  }
}
