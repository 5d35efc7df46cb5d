/// A side of a rectangle, like SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top.
  case top
  /// The leading side.
  case leading
  /// The bottom.
  case bottom
  /// The trailing side.
  case trailing

  /// A set of sides.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8

    /// A set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set with one side.
    ///
    /// - Parameter edge: The side.
    public init(_ edge: Edge) {
      rawValue = 1 << edge.rawValue
    }

    /// The top.
    public static let top = Set(.top)
    /// The leading side.
    public static let leading = Set(.leading)
    /// The bottom.
    public static let bottom = Set(.bottom)
    /// The trailing side.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every side.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
