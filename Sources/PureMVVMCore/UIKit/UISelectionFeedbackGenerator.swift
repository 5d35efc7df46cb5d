#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Plays the haptic of a changed selection, standing in for UIKit's
  /// `UISelectionFeedbackGenerator`.
  @MainActor public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the haptic of a changed selection.
    public func selectionChanged() {
      playedCount += 1
    }
  }
#endif
