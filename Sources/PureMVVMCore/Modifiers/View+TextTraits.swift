import Foundation

extension View {
  /// Lets text squeeze the space between its letters to fit a line, like SwiftUI's
  /// `allowsTightening(_:)`; accepted: a text host's letters have fixed widths.
  ///
  /// - Parameter flag: Whether text may tighten.
  /// - Returns: The view.
  nonisolated public func allowsTightening(_ flag: Bool) -> some View {
    self
  }

  /// Lets text below shrink to `factor` of its size to fit; accepted (text is drawn in a
  /// grid of whole characters, truncated rather than shrunk).
  ///
  /// - Parameter factor: The smallest scale, from 0 to 1.
  /// - Returns: The view.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    self
  }

  /// Sets the family of the letters of text below; accepted.
  ///
  /// - Parameter design: The design; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
    self
  }

  /// Sets the width of the letters of text below; accepted.
  ///
  /// - Parameter width: The width; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
    self
  }

  /// Sets whether the user can select text below; accepted.
  ///
  /// - Parameter selectability: `.enabled` or `.disabled`.
  /// - Returns: The view.
  nonisolated public func textSelection(_ selectability: TextSelectability) -> some View {
    self
  }

  /// Marks the view as holding private data, redacted when the screen is locked;
  /// accepted (`.redacted(reason: .privacy)` is what draws it hidden).
  ///
  /// - Parameter sensitive: Whether it is private.
  /// - Returns: The view.
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
    self
  }

  /// Makes a focusable group of the views below for directional moves; accepted.
  ///
  /// - Returns: The view.
  nonisolated public func focusSection() -> some View {
    self
  }
}

extension Font {
  /// How wide letters are, like SwiftUI's `Font.Width`.
  public struct Width: Hashable, Sendable {
    /// The width, from -1 (narrowest) to 1 (widest).
    public var value: CGFloat

    /// Creates a width.
    ///
    /// - Parameter value: The width, from -1 to 1.
    public init(_ value: CGFloat) {
      self.value = value
    }

    /// The narrowest letters.
    public static let compressed = Width(-0.3)
    /// Narrower letters.
    public static let condensed = Width(-0.2)
    /// The usual width.
    public static let standard = Width(0)
    /// Wider letters.
    public static let expanded = Width(0.2)
  }
}

/// Whether text can be selected, like SwiftUI's `TextSelectability`.
public struct TextSelectability: Hashable, Sendable {
  let isEnabled: Bool

  /// The user can select the text.
  public static let enabled = TextSelectability(isEnabled: true)
  /// The user cannot select the text.
  public static let disabled = TextSelectability(isEnabled: false)
}
