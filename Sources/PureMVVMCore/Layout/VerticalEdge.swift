/// The top or bottom edge, like SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top.
  case top
  /// The bottom.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8

    /// A set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top.
    public static let top = Set(rawValue: 1)
    /// The bottom.
    public static let bottom = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.top, .bottom]
  }
}
