import Foundation

extension Text {
  /// How an underline or a strikethrough is drawn, like SwiftUI's `Text.LineStyle`.
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public let pattern: Pattern
    /// The line's colour; the text's own colour when `nil`.
    public let color: Color?

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// Creates a line style.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; solid unless given.
    ///   - color: The colour; the text's own when `nil`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// The dashes and dots of a line, like SwiftUI's `Text.LineStyle.Pattern`.
    public struct Pattern: Hashable, Sendable {
      let name: String

      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// Dots.
      public static let dot = Pattern(name: "dot")
      /// Dashes.
      public static let dash = Pattern(name: "dash")
      /// Dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// Dashes and pairs of dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }

  /// This text, underlined with a pattern; the pattern and colour are accepted.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - pattern: The pattern.
  ///   - color: The colour.
  /// - Returns: The text.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    underline(isActive, color: color)
  }

  /// This text, struck through with a pattern; the pattern and colour are accepted.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - pattern: The pattern.
  ///   - color: The colour.
  /// - Returns: The text.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    strikethrough(isActive, color: color)
  }
}

extension View {
  /// Underlines the text below with a pattern; the pattern and colour are accepted.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - pattern: The pattern.
  ///   - color: The colour.
  /// - Returns: The view.
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> some View {
    underline(isActive, color: color)
  }

  /// Strikes the text below through with a pattern; the pattern and colour are accepted.
  ///
  /// - Parameters:
  ///   - isActive: Whether to.
  ///   - pattern: The pattern.
  ///   - color: The colour.
  /// - Returns: The view.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> some View {
    strikethrough(isActive, color: color)
  }

  /// Adds space between the letters of the text below; accepted, as the text host has
  /// fixed letters.
  ///
  /// - Parameter kerning: Points.
  /// - Returns: The view.
  nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Adds space between the letters of the text below; accepted.
  ///
  /// - Parameter tracking: Points.
  /// - Returns: The view.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }

  /// Raises or lowers the text below; accepted.
  ///
  /// - Parameter baselineOffset: Points.
  /// - Returns: The view.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
}
