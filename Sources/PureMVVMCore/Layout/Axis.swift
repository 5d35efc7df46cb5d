/// A direction views are laid out or scrolled in, like SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8

    /// A set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// Left to right.
    public static let horizontal = Set(rawValue: 1)
    /// Top to bottom.
    public static let vertical = Set(rawValue: 2)
  }
}
