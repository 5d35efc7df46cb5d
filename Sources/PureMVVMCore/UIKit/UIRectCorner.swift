#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Corners of a rectangle, standing in for UIKit's `UIRectCorner`: which corners
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
  public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners, one bit each, as UIKit numbers them.
    public let rawValue: UInt

    /// Corners from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
  }
#endif
