import Foundation

/// Distances inside each side of a rectangle, in points, like SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// Above.
  public var top: CGFloat
  /// Before.
  public var leading: CGFloat
  /// Below.
  public var bottom: CGFloat
  /// After.
  public var trailing: CGFloat

  /// Insets per side.
  ///
  /// - Parameters:
  ///   - top: Above.
  ///   - leading: Before.
  ///   - bottom: Below.
  ///   - trailing: After.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
