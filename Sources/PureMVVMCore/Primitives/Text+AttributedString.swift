import Foundation

extension Text {
  /// Creates text from an attributed string, each run keeping its style, like SwiftUI's
  /// `Text(_:)` for an `AttributedString`.
  ///
  /// Drawn: the SwiftUI attributes `foregroundColor`, `font`, `underlineStyle` and
  /// `strikethroughStyle`, Foundation's `inlinePresentationIntent` (emphasis, strong
  /// emphasis, code voice, strikethrough, as from `AttributedString(markdown:)`) and `link`
  /// (underlined, in the tint unless the run has a colour). Other attributes are kept in the
  /// string and not drawn. The runs are shown verbatim, never read as Markdown again.
  ///
  /// - Parameter attributedContent: The string.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    let pieces = attributedContent.runs.map { run in
      Run(
        content: LocalizedStringKey(verbatim: String(attributedContent[run.range].characters)),
        style: Self.style(of: run))
    }
    self.init(verbatim: "")
    runs = pieces.isEmpty ? runs : pieces
  }

  private static func style(of run: AttributedString.Runs.Run) -> TextRun {
    var style = TextRun(text: "")
    if let font = run.font { style.font = font }
    if let color = run.foregroundColor { style.foreground = .color(color) }
    if run.underlineStyle != nil { style.isUnderlined = true }
    if run.strikethroughStyle != nil { style.isStrikethrough = true }
    if let intent = run.inlinePresentationIntent { style.apply(intent) }
    if run.link != nil {
      style.isUnderlined = true
      if style.foreground == nil { style.foreground = .tint }
    }
    return style
  }
}

extension TextRun {
  /// Draws Foundation's inline intents: emphasis in italics, strong emphasis in bold,
  /// strikethrough struck, and code in the monospaced form of the run's font.
  ///
  /// - Parameter intent: The intents.
  mutating func apply(_ intent: InlinePresentationIntent) {
    if intent.contains(.emphasized) { isItalic = true }
    if intent.contains(.stronglyEmphasized) { fontWeight = .bold }
    if intent.contains(.strikethrough) { isStrikethrough = true }
    if intent.contains(.code) { font = (font ?? .body).monospaced() }
  }
}
