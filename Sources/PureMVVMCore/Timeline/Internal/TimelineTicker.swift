import Foundation

/// Works out the date a timeline view shows, and keeps its timer on the host clock due at
/// the schedule's next date.
@MainActor
final class TimelineTicker {
  /// When the view started: the moment it was first resolved.
  private var start: Date?
  #if !canImport(Combine)
    /// The next date the timer ticks at, as it was planned.
    private var due: Date?
    private var timer: AnyCancellable?
  #endif

  /// How many dates of a schedule are read at most each time the view is resolved, so an
  /// endless schedule of past dates cannot hang a host.
  static let maximumEntriesRead = 10_000

  /// A ticker that has not started; made wherever the view is built.
  nonisolated init() {}

  /// The date `schedule` shows now, and its next date after now.
  ///
  /// It shows its last date not after now, read from the last date the clock ticked (or
  /// the start); if that reads more dates than it may, from now. When no date has come yet
  /// it shows the last one it showed, or the start.
  private func date(of schedule: some TimelineSchedule, ticked: Date?, now: Date)
    -> (shown: Date, upcoming: Date?)
  {
    let start = self.start ?? now
    self.start = start
    let read =
      Self.read(schedule, from: ticked ?? start, until: now)
      ?? Self.read(schedule, from: now, until: now)
    return (read?.latest ?? ticked ?? start, read?.upcoming)
  }

  /// The last of `schedule`'s dates from `anchor` not after `now`, and the first after it;
  /// `nil` if that takes more than ``maximumEntriesRead`` dates.
  private static func read(_ schedule: some TimelineSchedule, from anchor: Date, until now: Date)
    -> (latest: Date?, upcoming: Date?)?
  {
    var latest: Date?
    var entries = schedule.entries(from: anchor, mode: .normal).makeIterator()
    for _ in 0..<maximumEntriesRead {
      guard let date = entries.next() else { return (latest, nil) }
      if date > now { return (latest, date) }
      latest = date
    }
    return nil
  }

  #if !canImport(Combine)
    /// The date `schedule` shows now on `clock` (the wall clock without one), with the
    /// timer set to call `update` at the schedule's next date.
    func date<Schedule: TimelineSchedule>(
      of schedule: Schedule, ticked: Date?, clock: HostClock?,
      update: @escaping @MainActor (Date) -> Void
    ) -> Date {
      let (shown, upcoming) = date(of: schedule, ticked: ticked, now: clock?.now ?? Date())
      guard let clock, upcoming != due else { return shown }
      due = upcoming
      timer = upcoming.map { upcoming in
        clock.schedule(
          at: upcoming,
          next: { [weak self] in self?.plan(after: $0, in: schedule) },
          update)
      }
      return shown
    }

    /// The schedule's first date after `date`, now the timer's next.
    private func plan(after date: Date, in schedule: some TimelineSchedule) -> Date? {
      due = self.date(of: schedule, ticked: date, now: date).upcoming
      return due
    }
  #else
    /// The date `schedule` shows now, by the wall clock.
    func date(of schedule: some TimelineSchedule, ticked: Date?) -> Date {
      date(of: schedule, ticked: ticked, now: Date()).shown
    }
  #endif
}
