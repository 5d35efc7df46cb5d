import Foundation

/// A schedule that updates at a start date and every interval after it, like SwiftUI's
/// `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  private let startDate: Date
  private let interval: TimeInterval

  /// Creates the schedule.
  ///
  /// - Parameters:
  ///   - startDate: The first update; later ones keep its phase.
  ///   - interval: Seconds between updates; one that is not above zero, or not finite,
  ///     updates at `startDate` only, and one below 0.1 ms updates every 0.1 ms, as
  ///     Foundation's `Timer` does.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval > 0 && interval.isFinite ? max(interval, 0.000_1) : interval
  }

  /// The updates from the start of the interval that holds `startDate`, or from the
  /// schedule's own start when that is later.
  ///
  /// - Parameters:
  ///   - startDate: When the view starts.
  ///   - mode: Accepted.
  /// - Returns: The updates, every interval, without end.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    guard interval > 0, interval.isFinite, startDate > self.startDate else {
      return Entries(next: self.startDate, interval: interval)
    }
    let elapsed = startDate.timeIntervalSince(self.startDate)
    let first = self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    return Entries(next: first, interval: interval)
  }

  /// The updates of a periodic schedule, one interval apart.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private let first: Date
    private let interval: TimeInterval
    /// How many updates it has given.
    private var count = 0

    init(next: Date, interval: TimeInterval) {
      first = next
      self.interval = interval
    }

    /// The next update; `nil` after the only one when the interval is not above zero.
    ///
    /// Each is worked out from the first, so the phase does not drift.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      guard count == 0 || interval > 0 && interval.isFinite else { return nil }
      defer { count += 1 }
      // The first is the first itself: no multiple of an interval that is not finite.
      return count == 0 ? first : first.addingTimeInterval(Double(count) * interval)
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule that updates at `startDate` and every `interval` seconds after it.
  ///
  /// - Parameters:
  ///   - startDate: The first update.
  ///   - interval: Seconds between updates.
  /// - Returns: The schedule.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
