import Foundation

extension View {
  /// Sets the font of text below, like SwiftUI's `font(_:)`; `@Environment(\.font)`
  /// reads it.
  ///
  /// - Parameter font: The font; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func font(_ font: Font?) -> some View {
    inheriting { $0.font = font }.transformEnvironment(\.font) { $0 = font }
  }

  /// Sets the weight of text below.
  ///
  /// - Parameter weight: The weight; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    inheriting { $0.fontWeight = weight }
  }

  /// Makes text below bold.
  ///
  /// - Parameter isActive: Whether to.
  /// - Returns: The view.
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    inheriting { if isActive { $0.fontWeight = .bold } }
  }

  /// Makes text below italic.
  ///
  /// - Parameter isActive: Whether to.
  /// - Returns: The view.
  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    inheriting { $0.isItalic = isActive }
  }

  /// Underlines text below.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - color: The line's colour; accepted.
  /// - Returns: The view.
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    inheriting { $0.isUnderlined = isActive }
  }

  /// Strikes text below through.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - color: The line's colour; accepted.
  /// - Returns: The view.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    inheriting { $0.isStrikethrough = isActive }
  }

  /// Gives the digits of text below one width.
  ///
  /// - Returns: The view.
  nonisolated public func monospacedDigit() -> some View {
    inheriting { $0.hasMonospacedDigits = true }
  }

  /// Draws text below with letters of one width, or, with `false`, as it was.
  ///
  /// - Parameter isActive: Whether the letters are of one width.
  /// - Returns: The view.
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
    inheriting { $0.isMonospaced = isActive }
  }

  /// Sets the colour of text and shapes below, like SwiftUI's `foregroundColor(_:)`.
  ///
  /// - Parameter color: The colour; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    inheriting { $0.foreground = color.map(Paint.color) }
  }

  /// Sets the style of text and shapes below, like SwiftUI's `foregroundStyle(_:)`.
  ///
  /// The style is a colour, a hierarchical style such as `.secondary`, `.tint` or a
  /// gradient.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let paint = style._paint
    return inheriting { $0.foreground = paint }
  }

  /// Sets the primary and secondary styles below; the primary is recorded.
  ///
  /// - Parameters:
  ///   - primary: The primary style.
  ///   - secondary: The secondary style.
  /// - Returns: The view.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  )
    -> some View
  {
    foregroundStyle(primary)
  }

  /// Sets three levels of style below; the primary is recorded.
  ///
  /// - Parameters:
  ///   - primary: The primary style.
  ///   - secondary: The secondary style.
  ///   - tertiary: The tertiary style.
  /// - Returns: The view.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// Sets how lines of text below line up; the text renderer honours it.
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    inheriting { $0.textAlignment = alignment }
      .transformEnvironment(\.multilineTextAlignment) { $0 = alignment }
  }

  /// Limits text below to a number of lines; the last is cut with `…`.
  ///
  /// - Parameter number: The most lines; `nil` for no limit.
  /// - Returns: The view.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    let limit = number.map { max($0, 1) }
    return inheriting { $0.lineLimit = limit }.transformEnvironment(\.lineLimit) { $0 = limit }
  }

  /// Limits text below to a range of lines; the upper bound is honoured.
  ///
  /// - Parameter limit: The range.
  /// - Returns: The view.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimit(limit.upperBound)
  }

  /// Limits text below to at most a number of lines.
  ///
  /// - Parameter limit: The range.
  /// - Returns: The view.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimit(limit.upperBound)
  }

  /// Asks text below for at least a number of lines; no upper limit.
  ///
  /// - Parameter limit: The range.
  /// - Returns: The view.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimit(nil)
  }

  /// Limits text below to a number of lines, optionally reserving the space.
  ///
  /// - Parameters:
  ///   - limit: The most lines.
  ///   - reservesSpace: Accepted.
  /// - Returns: The view.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimit(limit)
  }

  /// Sets where text below that does not fit is cut.
  ///
  /// - Parameter mode: Head, middle or tail.
  /// - Returns: The view.
  nonisolated public func truncationMode(_ mode: TruncationMode) -> some View {
    inheriting { $0.truncationMode = mode }
  }

  /// Sets the space between lines of text; accepted.
  ///
  /// - Parameter lineSpacing: Points between lines.
  /// - Returns: The view.
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    self
  }
}
