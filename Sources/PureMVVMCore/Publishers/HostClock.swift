#if !canImport(Darwin)
  import Foundation

  /// The time a host's timers run on: it moves only when told, so a test decides when
  /// `Timer.publish` ticks.
  ///
  /// ```swift
  /// inspector.clock.advance(by: 3)   // a one-second timer ticks three times
  /// ```
  ///
  /// Each `DesignInspector` (and so the console) has its own clock, starting at
  /// 1 January 2001, 00:00 UTC. Without a host clock (a snapshot, an HTML render) timers
  /// never tick.
  @MainActor
  public final class HostClock {
    /// The clock's current time.
    public private(set) var now: Date {
      didSet { readableNow.withLock { [now] in $0 = now } }
    }
    /// ``now``, readable from any thread: a text formats a relative date with it.
    private let readableNow: Locked<Date>
    private var timers: [Int: ScheduledTimer] = [:]
    private var nextID = 0
    /// Whether an ``advance(by:)`` is running: a timer's action cannot move the clock.
    private var isAdvancing = false
    /// Run before the clock moves and after each tick, so a host shows the design as it
    /// stands before time passes (a change made since the last query sets its timers
    /// first), and as each tick left it before the next one (a view a tick removed gets no
    /// later tick), as a run loop does.
    package var refresh: (() -> Void)?

    /// The most times one timer ticks in one ``advance(by:)``; later ticks are dropped,
    /// as a run loop drops the ticks of a timer it could not keep up with.
    public static let maximumTicksPerAdvance = 10_000

    /// Creates a clock at `now`.
    ///
    /// - Parameter now: Where the clock starts.
    public init(now: Date = Date(timeIntervalSinceReferenceDate: 0)) {
      self.now = now
      readableNow = Locked(now)
    }

    /// Moves the clock on by `seconds`, ticking every timer that falls due, in time order.
    ///
    /// - Parameter seconds: How far; a negative, NaN or infinite amount does nothing, and so
    ///   does one that would take the clock past any date, and a call from a timer's action
    ///   while the clock is advancing.
    public func advance(by seconds: TimeInterval) {
      let end = now.addingTimeInterval(seconds)
      guard seconds.isFinite, seconds > 0, end.timeIntervalSinceReferenceDate.isFinite,
        !isAdvancing
      else { return }
      isAdvancing = true
      defer { isAdvancing = false }
      refresh?()
      var ticks: [Int: Int] = [:]
      while let (id, due) = nextDue(before: end, ticks: ticks) {
        now = due
        ticks[id, default: 0] += 1
        timers[id]?.tick(at: due)
        refresh?()
      }
      for timer in timers.values { timer.skip(past: end) }
      now = end
    }

    /// The clock's current time, read from any thread.
    nonisolated package var currentTime: Date { readableNow.withLock { $0 } }

    /// Ticks `fire` every `interval` seconds from now until the subscription ends.
    ///
    /// An interval of zero, below zero or NaN ticks every 0.1 ms, as Foundation's `Timer`
    /// does; an infinite one never ticks.
    func schedule(every interval: TimeInterval, _ fire: @escaping @MainActor (Date) -> Void)
      -> AnyCancellable
    {
      let interval = interval > 0 ? interval : 0.000_1
      return schedule(at: now.addingTimeInterval(interval), next: { $0 + interval }, fire)
    }

    /// Ticks `fire` at `due`, then at each date `next` gives after the tick before it (a
    /// later one), until `next` gives `nil` or the subscription ends.
    ///
    /// A date `next` gives that is not after the tick ends the timer, so a timer cannot
    /// tick twice at one time.
    func schedule(
      at due: Date, next: @escaping @MainActor (Date) -> Date?,
      _ fire: @escaping @MainActor (Date) -> Void
    ) -> AnyCancellable {
      nextID += 1
      let id = nextID
      timers[id] = ScheduledTimer(due: due, next: next, fire: fire)
      return AnyCancellable { [weak self] in
        guard MainQueue.isCurrent else {
          Task { @MainActor in self?.timers[id] = nil }
          return
        }
        MainActor.assumeIsolated { self?.timers[id] = nil }
      }
    }

    private func nextDue(before end: Date, ticks: [Int: Int]) -> (Int, Date)? {
      var earliest: (id: Int, due: Date)?
      for (id, timer) in timers {
        guard let due = timer.due, due <= end,
          ticks[id, default: 0] < Self.maximumTicksPerAdvance
        else { continue }
        if let found = earliest, (found.due, found.id) < (due, id) { continue }
        earliest = (id, due)
      }
      return earliest.map { ($0.id, $0.due) }
    }
  }

  /// One timer on a ``HostClock``.
  @MainActor
  private final class ScheduledTimer {
    /// When it ticks next; `nil` once it has ended.
    private(set) var due: Date?
    /// The date after a tick when it ticks next.
    let next: @MainActor (Date) -> Date?
    let fire: @MainActor (Date) -> Void

    init(
      due: Date, next: @escaping @MainActor (Date) -> Date?,
      fire: @escaping @MainActor (Date) -> Void
    ) {
      self.due = due
      self.next = next
      self.fire = fire
    }

    func tick(at date: Date) {
      due = later(next(date), than: date)
      fire(date)
    }

    /// Drops the ticks still due by `date`, left by the cap on ticks per advance: it ticks
    /// next at the first date after `date`.
    func skip(past date: Date) {
      if let due, due <= date { self.due = later(next(date), than: date) }
    }

    /// `date`, if it is after `previous`.
    private func later(_ date: Date?, than previous: Date) -> Date? {
      date.flatMap { $0 > previous ? $0 : nil }
    }
  }
#endif
