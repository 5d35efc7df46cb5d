import Foundation

/// A run of read-only text, like SwiftUI's `Text`.
///
/// ```swift
/// Text("Greetings, \(username)")
/// Text("\(route.distance, specifier: "%.1f") km").foregroundStyle(.secondary)
/// Text(price, format: .currency(code: "EUR"))
/// Text("Hola, ").bold() + Text(name).italic()
/// ```
///
/// Formatted values (`format:`, `style:`, `\(…, format:)`) are formatted when the view is
/// resolved, with the environment's locale, time zone and calendar — fixed defaults unless
/// set, so renders are deterministic.
///
/// A text written as a literal renders its inline Markdown, as SwiftUI's does:
/// `Text("**Rutas** _cortas_")` shows "Rutas cortas", the first word bold, the second
/// italic (also `***both***`, `~~strikethrough~~`, code between backticks, `[links](url)`
/// and `\*` escapes). Data never is: `Text(verbatim:)`, `Text(someString)` and interpolated values
/// show their asterisks.
///
/// Two texts are equal when they show the same pieces with the same styles.
public nonisolated struct Text: View, Equatable {
  /// The pieces of the text, each with its own style.
  var runs: [Run]

  struct Run: Equatable {
    let content: LocalizedStringKey
    var style = TextRun(text: "")
    /// The piece's scale and what a screen reader is told of it, set by the text's own
    /// modifiers; `nil` for almost every text.
    var options: TextRunOptions?

    /// Whether both runs show the same words in the same style: a literal's Markdown is
    /// not the same as the same characters shown as written.
    static func == (lhs: Run, rhs: Run) -> Bool {
      lhs.content.showsTheSame(as: rhs.content) && lhs.style == rhs.style
        && lhs.options == rhs.options
    }
  }

  /// Creates text from a literal, with optional format specifiers in interpolations.
  ///
  /// - Parameters:
  ///   - key: The text.
  ///   - tableName: Accepted; PureMVVM does not localize.
  ///   - bundle: Accepted.
  ///   - comment: Accepted.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    runs = [Run(content: key)]
  }

  /// Creates text from a string value.
  ///
  /// - Parameter content: The text.
  @_disfavoredOverload
  public init(_ content: some StringProtocol) {
    runs = [Run(content: LocalizedStringKey(verbatim: String(content)))]
  }

  /// Creates text that is shown exactly as given.
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    runs = [Run(content: LocalizedStringKey(verbatim: content))]
  }

  /// Creates text from a value and a format style, formatted with the environment's
  /// locale.
  ///
  /// - Parameters:
  ///   - input: The value.
  ///   - format: The format, such as `.number`, `.percent`, `.currency(code: "EUR")`.
  public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
  where Format.FormatInput: Equatable, Format.FormatOutput == String {
    var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    key.appendInterpolation(input, format: format)
    runs = [Run(content: LocalizedStringKey(stringInterpolation: key))]
  }

  /// Creates text that shows a date in a style.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - style: `.date`, `.time`, `.relative`, `.offset` or `.timer`.
  public init(_ date: Date, style: DateStyle) {
    var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    key.appendInterpolation(date, style: style)
    runs = [Run(content: LocalizedStringKey(stringInterpolation: key))]
  }

  /// Creates text that shows an image inline, as its symbol.
  ///
  /// - Parameter image: The image.
  public init(_ image: Image) {
    self.init(verbatim: image.glyph)
  }

  /// How a date is shown by `Text(_:style:)`, like SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    let name: String

    /// The day: "June 3, 2019".
    public static let date = DateStyle(name: "date")
    /// The time: "11:23 PM".
    public static let time = DateStyle(name: "time")
    /// Time from now: "2 hours, 23 minutes" (against the host's clock, or the wall clock).
    public static let relative = DateStyle(name: "relative")
    /// Offset from now: "+2 hours" (against the host's clock, or the wall clock).
    public static let offset = DateStyle(name: "offset")
    /// A running timer: "2:32" (against the host's clock, or the wall clock).
    public static let timer = DateStyle(name: "timer")
  }

  /// The text with every piece joined, formatted with the default environment.
  var plainText: String { runs.map(\.content.text).joined() }

  /// Resolves to one text element, formatted with the environment's locale.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let environment = context.environment
    // A loop, not `contains(where:)`: a closure written here is isolated to the main actor,
    // and checks at run time that it runs there, for every text.
    for index in runs.indices where runs[index].content.readsClock {
      context.graph.noteUnannouncedRead()
      break
    }
    if environment.textCase != nil {
      return cased(in: environment)._resolve(in: context, into: &elements)
    }
    var element =
      runs.count > 1 || (runs.count == 1 && runs[0].options != nil)
      ? elementWithOptions(in: environment, context: context)
      : element(in: environment, context: context)
    let size = environment.dynamicTypeSize
    if size != .large { element.changeAttributes { $0.dynamicTypeSize = size } }
    elements.append(consume element)
  }

  /// The text element: one styled string, or one with styled pieces.
  @MainActor func element(in environment: EnvironmentValues, context: ResolveContext)
    -> Element
  {
    // The run is read in place: a copy of one costs a few hundred instructions a text.
    if runs.count == 1, !runs[0].content.mayHoldMarkdown {
      var element = Element(.text(runs[0].content.resolved(in: environment)), context: context)
      if !runs[0].style.isUnstyled { element.applyStyle(runs[0].style) }
      return element
    }
    let pieces = runs.flatMap { run in
      run.content.mayHoldMarkdown
        ? run.content.styledRuns(in: environment, style: run.style)
        : [Self.run(run.style, text: run.content.resolved(in: environment))]
    }
    if pieces.count == 1, let piece = pieces.first {
      var element = Element(.text(piece.text), context: context)
      if !piece.isUnstyled { element.applyStyle(piece) }
      return element
    }
    var element = Element(.text(pieces.map(\.text).joined()), context: context)
    if pieces.contains(where: { !$0.isUnstyled }) {
      element.changeAttributes { $0.textRuns = pieces }
    }
    return element
  }

  /// `style` holding `text`.
  static func run(_ style: TextRun, text: String) -> TextRun {
    var run = style
    run.text = text
    return run
  }

  /// Joins two texts, each keeping its style.
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The second text.
  /// - Returns: The joined text.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  /// This text with `change` made to every piece's style.
  ///
  /// Consuming, as are the public modifiers calling it: the text a modifier is called on
  /// is almost always a temporary (`Text(name).bold()`), whose pieces then change in place
  /// instead of being copied.
  private consuming func styling(_ change: (inout TextRun) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index].style) }
    return text
  }

  /// This text in a font.
  ///
  /// - Parameter font: The font.
  /// - Returns: The text.
  public consuming func font(_ font: Font?) -> Text { styling { $0.font = font } }

  /// This text in a weight.
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The text.
  public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
    styling { $0.fontWeight = weight }
  }

  /// This text, bold.
  ///
  /// - Returns: The text.
  public consuming func bold() -> Text { bold(true) }

  /// This text, bold when `isActive`.
  ///
  /// - Parameter isActive: Whether to.
  /// - Returns: The text.
  public consuming func bold(_ isActive: Bool) -> Text {
    styling { if isActive { $0.fontWeight = .bold } }
  }

  /// This text, italic.
  ///
  /// - Returns: The text.
  public consuming func italic() -> Text { italic(true) }

  /// This text, italic when `isActive`.
  ///
  /// - Parameter isActive: Whether to.
  /// - Returns: The text.
  public consuming func italic(_ isActive: Bool) -> Text { styling { $0.isItalic = isActive } }

  /// This text, underlined.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - color: Accepted.
  /// - Returns: The text.
  public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styling { $0.isUnderlined = isActive }
  }

  /// This text, struck through.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - color: Accepted.
  /// - Returns: The text.
  public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styling { $0.isStrikethrough = isActive }
  }

  /// This text with digits of one width.
  ///
  /// - Returns: The text.
  public consuming func monospacedDigit() -> Text {
    styling { $0.font = ($0.font ?? .body).monospacedDigit() }
  }

  /// This text with letters of one width, or, with `false`, as it was.
  ///
  /// - Parameter isActive: Whether the letters are of one width.
  /// - Returns: The text.
  public consuming func monospaced(_ isActive: Bool = true) -> Text {
    styling { if isActive { $0.font = ($0.font ?? .body).monospaced() } }
  }

  /// This text in a colour.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The text.
  public consuming func foregroundColor(_ color: Color?) -> Text {
    styling { $0.foreground = color.map(Paint.color) }
  }

  /// This text in a style.
  ///
  /// - Parameter style: The style.
  /// - Returns: The text.
  public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let paint = style._paint
    return styling { $0.foreground = paint }
  }

  /// This text with extra space between letters; accepted.
  ///
  /// - Parameter kerning: Points.
  /// - Returns: The text.
  public consuming func kerning(_ kerning: CGFloat) -> Text { self }

  /// This text with extra space between letters; accepted.
  ///
  /// - Parameter tracking: Points.
  /// - Returns: The text.
  public consuming func tracking(_ tracking: CGFloat) -> Text { self }

  /// This text raised or lowered; accepted.
  ///
  /// - Parameter baselineOffset: Points.
  /// - Returns: The text.
  public consuming func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension ElementAttributes {
  /// Takes the styling of a single run of text.
  package mutating func apply(_ run: TextRun) {
    if let font = run.font { self.font = font }
    if let weight = run.fontWeight { fontWeight = weight }
    if run.isItalic { isItalic = true }
    if run.isUnderlined { isUnderlined = true }
    if run.isStrikethrough { isStrikethrough = true }
    if let foreground = run.foreground { self.foreground = foreground }
  }
}
