import Foundation

#if !canImport(Darwin)
  /// A two-dimensional vector, as CoreGraphics declares it on Apple platforms (where
  /// SwiftUI designs get it); declared here only where CoreGraphics is missing, such as
  /// Linux.
  public struct CGVector: Hashable, Sendable {
    /// The distance across.
    public var dx: CGFloat
    /// The distance down.
    public var dy: CGFloat

    /// A vector from its two distances.
    ///
    /// - Parameters:
    ///   - dx: The distance across.
    ///   - dy: The distance down.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// A vector from two whole-number distances.
    ///
    /// - Parameters:
    ///   - dx: The distance across.
    ///   - dy: The distance down.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from two `Double` distances.
    ///
    /// - Parameters:
    ///   - dx: The distance across.
    ///   - dy: The distance down.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector with no length.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
  }
#endif
