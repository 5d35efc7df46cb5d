import Foundation

extension Text {
  /// Creates text that shows a range of dates, such as "10:00 – 11:30", in the
  /// environment's locale, calendar and time zone.
  ///
  /// - Parameter dates: The range.
  public init(_ dates: ClosedRange<Date>) {
    self.init(formatting: { DateText.range(dates, in: $0) })
  }

  /// Creates text that shows a date interval, as ``init(_:)-(ClosedRange<Date>)`` does.
  ///
  /// - Parameter interval: The interval.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// Creates text that shows a running timer over an interval, like SwiftUI's
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: "4:05", or "1:02:03" past
  /// an hour.
  ///
  /// It reads the current time unless paused, and never goes below 0:00 or past the
  /// interval's length.
  ///
  /// - Parameters:
  ///   - timerInterval: When the timer starts and ends.
  ///   - pauseTime: A time to show the timer at, stopped; `nil` runs it.
  ///   - countsDown: Whether it shows the time left (the default) or the time gone.
  ///   - showsHours: Whether hours are shown apart (the default), or as minutes.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let timer = DateText.Timer(
      interval: timerInterval, countsDown: countsDown, showsHours: showsHours)
    var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    key.readsClock = pauseTime == nil
    key.appendFormatted { timer.text(at: pauseTime ?? $0.now) }
    self.init(LocalizedStringKey(stringInterpolation: key))
  }

  private init(formatting format: @escaping (EnvironmentValues) -> String) {
    var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    key.appendFormatted(format)
    self.init(LocalizedStringKey(stringInterpolation: key))
  }
}

extension DateText {
  /// A date range in the environment's locale, calendar and time zone.
  static func range(_ dates: ClosedRange<Date>, in environment: EnvironmentValues) -> String {
    var style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened)
    style.locale = environment.locale
    style.calendar = environment.calendar
    style.timeZone = environment.timeZone
    return style.format(dates.lowerBound..<dates.upperBound)
  }

  /// What `Text(timerInterval:)` shows at a time.
  struct Timer {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let showsHours: Bool

    func text(at now: Date) -> String {
      let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
      let gone = min(max(now.timeIntervalSince(interval.lowerBound), 0), length)
      let shown = countsDown ? length - gone : gone
      let seconds = shown.isFinite ? Int(min(shown, 1e12).rounded(.down)) : 0
      let minutes = seconds / 60
      guard showsHours, minutes >= 60 else {
        return "\(minutes):" + String(format: "%02d", seconds % 60)
      }
      return "\(minutes / 60):" + String(format: "%02d:%02d", minutes % 60, seconds % 60)
    }
  }
}
