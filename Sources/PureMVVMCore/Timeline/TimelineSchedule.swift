import Foundation

/// A sequence of dates at which a ``TimelineView`` updates, like SwiftUI's
/// `TimelineSchedule`.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
///
/// A schedule of your own returns its dates from ``entries(from:mode:)``, in ascending order;
/// they may begin before the start date, and the view then first shows the last date not
/// after it.
public protocol TimelineSchedule {
  /// How often the view asks to be updated.
  typealias Mode = TimelineScheduleMode

  /// The dates of the schedule, in ascending order.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates at which a view that starts at `startDate` updates.
  ///
  /// - Parameters:
  ///   - startDate: When the view starts; dates may come before it.
  ///   - mode: How often the view asks to be updated.
  /// - Returns: The dates, in ascending order.
  func entries(from startDate: Date, mode: Mode) -> Entries
}
