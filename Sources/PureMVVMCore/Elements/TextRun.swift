/// A styled piece of a concatenated text.
public struct TextRun: Hashable, Sendable {
  /// The piece's text.
  public var text: String
  /// Its font.
  public var font: Font?
  /// Its weight.
  public var fontWeight: Font.Weight?
  /// Whether it is italic.
  public var isItalic = false
  /// Whether it is underlined.
  public var isUnderlined = false
  /// Whether it is struck through.
  public var isStrikethrough = false
  /// Its foreground.
  public var foreground: Paint?

  /// Whether the piece has no style of its own, whatever its text.
  ///
  /// Matches the optionals without binding them: `font == nil` copied the font, retains
  /// and all, for every text resolved.
  package var isUnstyled: Bool {
    guard !isItalic, !isUnderlined, !isStrikethrough, fontWeight == nil else { return false }
    if case .some = font { return false }
    if case .some = foreground { return false }
    return true
  }
}
