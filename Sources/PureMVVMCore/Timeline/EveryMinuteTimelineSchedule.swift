import Foundation

/// A schedule that updates at the start of every minute, like SwiftUI's
/// `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Creates the schedule.
  public init() {}

  /// The starts of the minutes from the one that holds `startDate`: a view that starts at
  /// 10:09:55 first shows 10:09:00.
  ///
  /// - Parameters:
  ///   - startDate: When the view starts.
  ///   - mode: Accepted.
  /// - Returns: The minutes, without end.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    return Entries(next: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
  }

  /// The starts of minutes, one after another.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date

    init(next: Date) {
      upcoming = next
    }

    /// The start of the next minute.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      defer { upcoming.addTimeInterval(60) }
      return upcoming
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule that updates at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule {
    EveryMinuteTimelineSchedule()
  }
}
