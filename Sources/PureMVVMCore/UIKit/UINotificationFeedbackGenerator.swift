#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Plays the haptic of a task's outcome, standing in for UIKit's
  /// `UINotificationFeedbackGenerator`: `notificationOccurred(.success)`.
  @MainActor public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, like UIKit's.
    public enum FeedbackType: Int, Sendable {
      /// A task succeeded.
      case success = 0
      /// A task produced a warning.
      case warning = 1
      /// A task failed.
      case error = 2
    }

    /// The outcomes played, oldest first.
    public private(set) var played: [FeedbackType] = []

    /// Plays the haptic of `notificationType`.
    ///
    /// - Parameter notificationType: The outcome.
    public func notificationOccurred(_ notificationType: FeedbackType) {
      played.append(notificationType)
      playedCount += 1
    }
  }
#endif
