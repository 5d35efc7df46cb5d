#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// Plays the haptic of a collision, standing in for UIKit's
  /// `UIImpactFeedbackGenerator`: `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`.
  @MainActor public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the collision feels, like UIKit's.
    public enum FeedbackStyle: Int, Sendable {
      /// A light collision.
      case light = 0
      /// A medium collision.
      case medium = 1
      /// A heavy collision.
      case heavy = 2
      /// A soft, flexible collision.
      case soft = 3
      /// A hard, rigid collision.
      case rigid = 4
    }

    /// How heavy the collision feels.
    public let style: FeedbackStyle

    /// A generator of `style` collisions.
    ///
    /// - Parameter style: How heavy they feel.
    public init(style: FeedbackStyle) {
      self.style = style
    }

    /// A generator of medium collisions.
    override public convenience init() {
      self.init(style: .medium)
    }

    /// Plays a collision.
    public func impactOccurred() {
      playedCount += 1
    }

    /// Plays a collision at `intensity`, 0 to 1.
    ///
    /// - Parameter intensity: How strong.
    public func impactOccurred(intensity: CGFloat) {
      playedCount += 1
    }
  }
#endif
