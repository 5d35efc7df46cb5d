/// A way across, like SwiftUI's `HorizontalDirection`.
public enum HorizontalDirection: Int8, CaseIterable, Hashable, Sendable {
  /// Towards the leading edge.
  case leading
  /// Towards the trailing edge.
  case trailing

  /// A set of ways across.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int8

    /// A set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// A set of one way.
    ///
    /// - Parameter direction: The way.
    public init(_ direction: HorizontalDirection) {
      rawValue = 1 << direction.rawValue
    }

    /// Towards the leading edge.
    public static let leading = Set(.leading)
    /// Towards the trailing edge.
    public static let trailing = Set(.trailing)
    /// Both ways.
    public static let all: Set = [.leading, .trailing]
  }
}
