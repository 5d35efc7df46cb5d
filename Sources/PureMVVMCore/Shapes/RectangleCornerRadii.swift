import Foundation

/// The radius of each corner of a rectangle, like SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's.
  public var topLeading: CGFloat
  /// The bottom leading corner's.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's.
  public var topTrailing: CGFloat

  /// Radii, 0 unless given.
  ///
  /// - Parameters:
  ///   - topLeading: The top leading corner's.
  ///   - bottomLeading: The bottom leading corner's.
  ///   - bottomTrailing: The bottom trailing corner's.
  ///   - topTrailing: The top trailing corner's.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
