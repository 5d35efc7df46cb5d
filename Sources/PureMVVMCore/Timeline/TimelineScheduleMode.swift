/// How often a ``TimelineView`` asks its schedule to update it, like SwiftUI's
/// `TimelineScheduleMode`.
///
/// A host always asks for ``normal``; a schedule of your own may still be asked for
/// ``lowFrequency`` in tests.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// The schedule's own pace.
  case normal
  /// Only the updates that matter, as a watch with its wrist down asks: a timer updates
  /// once a minute, an animation not at all.
  case lowFrequency
}
