import Foundation

/// A column of a lazy grid, like SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
  /// How wide the column is.
  public enum Size: Hashable, Sendable {
    /// A fixed width in points.
    case fixed(CGFloat)
    /// A share of the width.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How wide the column is.
  public var size: Size
  /// Space after the column, in points.
  public var spacing: CGFloat?
  /// How cells line up in the column.
  public var alignment: Alignment?

  /// A column.
  ///
  /// - Parameters:
  ///   - size: How wide it is.
  ///   - spacing: Space after it.
  ///   - alignment: How cells line up.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
