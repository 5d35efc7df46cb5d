/// A way up or down, like SwiftUI's `VerticalDirection`.
public enum VerticalDirection: Int8, CaseIterable, Hashable, Sendable {
  /// Up.
  case up
  /// Down.
  case down

  /// A set of ways up or down.
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
    public init(_ direction: VerticalDirection) {
      rawValue = 1 << direction.rawValue
    }

    /// Up.
    public static let up = Set(.up)
    /// Down.
    public static let down = Set(.down)
    /// Both ways.
    public static let all: Set = [.up, .down]
  }
}
