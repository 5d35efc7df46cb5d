/// The leading or trailing edge, like SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading.
  case leading
  /// The trailing.
  case trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8

    /// A set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The leading.
    public static let leading = Set(rawValue: 1)
    /// The trailing.
    public static let trailing = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.leading, .trailing]
  }
}
