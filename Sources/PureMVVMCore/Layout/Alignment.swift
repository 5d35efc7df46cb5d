/// A horizontal and a vertical alignment, like SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Combines two alignments.
  ///
  /// - Parameters:
  ///   - horizontal: The horizontal part.
  ///   - vertical: The vertical part.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Top leading.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top trailing.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Center.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Trailing.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom leading.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom trailing.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Leading, on the first line's baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Centred, on the first line's baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Trailing, on the first line's baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Leading, on the last line's baseline.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Centred, on the last line's baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Trailing, on the last line's baseline.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}
