/// Distances inside each side of a rectangle, in points, like SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// Above.
  public var top: Double
  /// Before.
  public var leading: Double
  /// Below.
  public var bottom: Double
  /// After.
  public var trailing: Double

  /// Insets per side.
  ///
  /// - Parameters:
  ///   - top: Above.
  ///   - leading: Before.
  ///   - bottom: Below.
  ///   - trailing: After.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
