import Foundation

/// A schedule that updates as often as the screen draws, or at most as often as you ask,
/// like SwiftUI's `AnimationTimelineSchedule`.
///
/// A host draws 60 frames a second, so it updates every 1/60 s unless a longer minimum
/// interval is given.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  private let minimumInterval: Double?
  private let paused: Bool

  /// Creates the schedule.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between updates; `nil` (or one shorter than a
  ///     frame) updates every frame.
  ///   - paused: Whether it stops updating.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// Updates from `start` at the schedule's pace; none when paused or asked for
  /// ``TimelineScheduleMode/lowFrequency``.
  ///
  /// The first is `start`; the later ones fall on the frames of the clock (the multiples
  /// of the interval since the reference date), as a screen's refreshes do.
  ///
  /// - Parameters:
  ///   - start: The first update.
  ///   - mode: ``TimelineScheduleMode/lowFrequency`` stops the updates.
  /// - Returns: The updates.
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    let frame = 1.0 / 60
    let interval = max(minimumInterval.flatMap { $0.isFinite ? $0 : nil } ?? frame, frame)
    return Entries(start: paused || mode == .lowFrequency ? nil : start, interval: interval)
  }

  /// The updates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private let interval: TimeInterval
    /// The frame of `upcoming`, once it is on one.
    private var frame: Double?

    init(start: Date?, interval: TimeInterval) {
      upcoming = start
      self.interval = interval
    }

    /// The next update, or `nil` when the schedule is paused.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      let seconds = date.timeIntervalSinceReferenceDate
      let next = (frame ?? (seconds / interval).rounded(.down)) + 1
      frame = next
      upcoming = Date(timeIntervalSinceReferenceDate: next * interval)
      return date
    }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule that updates every frame.
  public static var animation: AnimationTimelineSchedule {
    AnimationTimelineSchedule()
  }

  /// A schedule that updates every frame, or at most every `minimumInterval` seconds.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between updates; `nil` for every frame.
  ///   - paused: Whether it stops updating.
  /// - Returns: The schedule.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
