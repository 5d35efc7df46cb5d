import Foundation

/// A view that updates its content at the dates of a schedule, like SwiftUI's
/// `TimelineView`.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///   Text(context.date, style: .time)
/// }
/// ```
///
/// The content first shows the schedule's last date not after the moment the view
/// appears (10:09:00 for `.everyMinute` at 10:09:55), or that moment itself when every
/// date is later; then each date as it comes. A `DesignInspector` moves its time with
/// `clock.advance(by:)`, and the view updates at each date the clock passes (at most
/// 10,000 times an advance, as its timers do); without a host clock (a snapshot, an HTML
/// render) the view shows the dates as of the wall clock each time it is resolved.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content> {
  private let schedule: Schedule
  private let content: (TimelineViewDefaultContext) -> Content

  /// What a timeline view's content is given: the date of the update, and how often the
  /// view updates.
  public struct Context {
    /// The date of the schedule that this update is for; the first may be in the past.
    public let date: Date
    /// How often the view is updating: always `.live` in a host.
    public let cadence: Cadence

    /// Drops the frames the system drew ahead for an always-on display; a host draws none,
    /// so there is nothing to drop.
    public func invalidateTimelineContent() {}

    /// How often a timeline view updates, slowest last.
    public enum Cadence: Comparable, Hashable, Sendable {
      /// Continuously.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }
  }
}

/// The context every timeline view's content is given, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  /// Creates a view that updates `content` at the dates of `schedule`.
  ///
  /// - Parameters:
  ///   - schedule: The dates to update at: `.periodic(from:by:)`, `.everyMinute`,
  ///     `.explicit(_:)`, `.animation`, or one of your own.
  ///   - content: The content for an update's context.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// The content for the update due now.
  @MainActor public var body: some View {
    TimelineContent(schedule: schedule, content: content)
  }
}
