import Foundation

extension GraphicsContext {
  /// Text made ready to draw, like SwiftUI's `GraphicsContext.ResolvedText`: measure it
  /// once, then draw it where it fits.
  ///
  /// It measures in the text renderer's grid: 8 points a character, 16 a line, lines
  /// broken at newlines and after as many characters as fit the width given. The renderer
  /// gives wide characters two columns and breaks lines at spaces, so their measures can
  /// differ from how it draws them.
  public struct ResolvedText {
    /// The text, formatted in the canvas's environment.
    let string: String
    /// What the text is drawn with: the foreground style unless changed.
    public var shading: Shading = .foreground

    /// The size the text takes within `size`.
    ///
    /// - Parameter size: The space offered; an infinite width keeps each line whole.
    /// - Returns: The size of its lines: the longest line's width, 16 points a line.
    public func measure(in size: CGSize) -> CGSize {
      let lines = lines(within: size.width)
      let longest = lines.map(\.count).max() ?? 0
      return CGSize(width: CGFloat(longest) * 8, height: CGFloat(lines.count) * 16)
    }

    /// How far the first line's baseline is from the top, within `size`.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: 12 points: three quarters down the first line.
    public func firstBaseline(in size: CGSize) -> CGFloat { 12 }

    /// How far the last line's baseline is from the top, within `size`.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: Three quarters down the last line.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      CGFloat(max(lines(within: size.width).count, 1) - 1) * 16 + 12
    }

    /// The lines the text breaks into within `width` points: at newlines, and after as
    /// many characters as fit (at least one a line).
    private func lines(within width: CGFloat) -> [Substring] {
      let columns = width.isFinite ? max(Int(width / 8), 1) : Int.max
      return string.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        Self.pieces(of: $0, columns: columns)
      }
    }

    /// `line` cut after every `columns` characters.
    private static func pieces(of line: Substring, columns: Int) -> [Substring] {
      var pieces: [Substring] = []
      var start = line.startIndex
      repeat {
        let end = line.index(start, offsetBy: columns, limitedBy: line.endIndex) ?? line.endIndex
        pieces.append(line[start..<end])
        start = end
      } while start < line.endIndex
      return pieces
    }
  }

  /// `text` made ready to draw, formatted in the canvas's environment.
  ///
  /// - Parameter text: The text.
  /// - Returns: The resolved text, to measure and draw.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(string: text.runs.map { $0.content.resolved(in: environment) }.joined())
  }

  /// Draws resolved text; accepted, not shown, as drawing a `Text` is.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - point: Where.
  ///   - anchor: The point of the text placed there.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws resolved text in a rectangle; accepted, not shown.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - rect: Where.
  public func draw(_ text: ResolvedText, in rect: CGRect) {}
}
