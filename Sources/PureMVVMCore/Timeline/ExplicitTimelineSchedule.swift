import Foundation

/// A schedule of the dates you give, like SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  private let dates: Entries

  /// Creates the schedule.
  ///
  /// - Parameter dates: The updates, in ascending order; a view reads at most 10,000 of
  ///   them at a time, so an endless sequence cannot hang it.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// The dates given, whatever the start and the mode.
  ///
  /// - Parameters:
  ///   - startDate: Ignored.
  ///   - mode: Ignored.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    dates
  }
}

extension TimelineSchedule {
  /// A schedule of the dates given.
  ///
  /// - Parameter dates: The updates, in ascending order.
  /// - Returns: The schedule.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
