import Foundation

/// Works out the date a timeline view shows, and keeps its timer on the host clock due at
/// the schedule's next date.
@MainActor
final class TimelineTicker {
  /// What a reading of a schedule found.
  private struct Reading {
    /// The date to show.
    let shown: Date
    /// The schedule's first date after now, if it has one.
    let upcoming: Date?
    /// The schedule's dates after `upcoming`, read on as the clock passes them.
    let rest: AnyIterator<Date>?
    /// Whether the reading found where now falls in the schedule (`false` when that took
    /// more than ``TimelineTicker/maximumEntriesRead`` dates).
    let isComplete: Bool
  }

  /// When the view started: the moment it was first resolved.
  private var start: Date?
  #if !canImport(Darwin)
    /// The next date the timer ticks at, as it was planned.
    private var due: Date?
    private var timer: AnyCancellable?
    /// The schedule's dates after `due`, read on at each tick: a schedule that gives every
    /// date whatever its start (`.explicit`) is not read again from its first.
    private var rest: AnyIterator<Date>?
  #endif

  /// How many dates of a schedule are read at most at a time, so an endless schedule of
  /// past dates cannot hang a host.
  static let maximumEntriesRead = 10_000

  /// A ticker that has not started; made wherever the view is built.
  nonisolated init() {}

  /// The date `schedule` shows now, and its next date after now.
  ///
  /// It shows its last date not after now, read from the last date the clock ticked (or
  /// the start); if that reads more dates than it may, from now. When no date has come yet
  /// (or none could be read) it shows the last one it showed, or the start.
  private func reading(of schedule: some TimelineSchedule, ticked: Date?, now: Date) -> Reading {
    let start = self.start ?? now
    self.start = start
    let read =
      Self.read(schedule, from: ticked ?? start, until: now)
      ?? Self.read(schedule, from: now, until: now)
    return Reading(
      shown: read?.latest ?? ticked ?? start, upcoming: read?.upcoming, rest: read?.rest,
      isComplete: read != nil)
  }

  /// The last of `schedule`'s dates from `anchor` not after `now`, the first after it, and
  /// the dates after that; `nil` if that takes more than ``maximumEntriesRead`` dates.
  private static func read(_ schedule: some TimelineSchedule, from anchor: Date, until now: Date)
    -> (latest: Date?, upcoming: Date?, rest: AnyIterator<Date>)?
  {
    var latest: Date?
    var entries = schedule.entries(from: anchor, mode: .normal).makeIterator()
    for _ in 0..<maximumEntriesRead {
      guard let date = entries.next() else { return (latest, nil, AnyIterator { nil }) }
      if date > now { return (latest, date, AnyIterator { entries.next() }) }
      latest = date
    }
    return nil
  }

  #if !canImport(Darwin)
    /// The date `schedule` shows now on `clock` (the wall clock without one), with the
    /// timer set to call `update` at the schedule's next date.
    func date<Schedule: TimelineSchedule>(
      of schedule: Schedule, ticked: Date?, clock: HostClock?,
      update: @escaping @MainActor (Date) -> Void
    ) -> Date {
      let reading = reading(of: schedule, ticked: ticked, now: clock?.now ?? Date())
      // A reading that could not find now keeps the timer: it reads on from where it is.
      guard let clock, reading.isComplete, reading.upcoming != due else { return reading.shown }
      due = reading.upcoming
      rest = reading.rest
      timer = reading.upcoming.map { upcoming in
        clock.schedule(
          at: upcoming, next: { [weak self] in self?.date(after: $0, in: schedule) }, update)
      }
      return reading.shown
    }

    /// The schedule's first date after `date`, now the timer's next: read on from the
    /// timer's last, or, when that passes more dates than may be read (a clock moved far
    /// on), read afresh from `date`.
    private func date(after date: Date, in schedule: some TimelineSchedule) -> Date? {
      for _ in 0..<Self.maximumEntriesRead {
        guard let next = rest?.next() else {
          due = nil
          return nil
        }
        if next > date {
          due = next
          return next
        }
      }
      let read = Self.read(schedule, from: date, until: date)
      (due, rest) = (read?.upcoming, read?.rest)
      return due
    }
  #else
    /// The date `schedule` shows now, by the wall clock.
    func date(of schedule: some TimelineSchedule, ticked: Date?) -> Date {
      reading(of: schedule, ticked: ticked, now: Date()).shown
    }
  #endif
}
