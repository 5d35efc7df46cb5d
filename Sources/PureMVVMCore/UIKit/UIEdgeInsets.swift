#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// Distances in from a rectangle's edges, standing in for UIKit's `UIEdgeInsets` where
  /// there is no UIKit, so `window.safeAreaInsets.bottom` compiles.
  public struct UIEdgeInsets: Equatable, Sendable {
    /// The distance in from the top edge.
    public var top: CGFloat
    /// The distance in from the left edge.
    public var left: CGFloat
    /// The distance in from the bottom edge.
    public var bottom: CGFloat
    /// The distance in from the right edge.
    public var right: CGFloat

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    /// Insets of no distance.
    public init() {
      self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of the given distances.
    ///
    /// - Parameters:
    ///   - top: The distance in from the top edge.
    ///   - left: The distance in from the left edge.
    ///   - bottom: The distance in from the bottom edge.
    ///   - right: The distance in from the right edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }
#endif
