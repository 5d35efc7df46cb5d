import Foundation

extension Text {
  /// Creates text from an attributed string, each run keeping its style, like SwiftUI's
  /// `Text(_:)` for an `AttributedString`.
  ///
  /// Drawn: the SwiftUI attributes `foregroundColor`, `font`, `underlineStyle` and
  /// `strikethroughStyle`. Other attributes, such as `link`, are kept in the string and
  /// not drawn (Linux's Foundation has no inline presentation intents). The runs are shown
  /// verbatim, never read as Markdown.
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
    return style
  }
}
