import Foundation

/// How `Text(_:style:)` writes a date, in an environment's locale, calendar and time zone.
enum DateText {
  static func format(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues)
    -> String
  {
    var format = Date.FormatStyle(
      locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    switch style {
    case .time:
      format = format.hour().minute()
    case .relative, .offset, .timer:
      return relative(date, style: style, now: environment.now)
    default:
      format = format.year().month(.wide).day()
    }
    return date.formatted(format)
  }

  /// The date against `now`: the host clock's time, so a test decides it.
  private static func relative(_ date: Date, style: Text.DateStyle, now: Date) -> String {
    // A date or a clock beyond what a timer can show (or not a date at all) counts as
    // now or as the farthest one, never as an `Int` that traps.
    let interval = date.timeIntervalSince(now)
    let bounded = interval.isFinite ? min(max(interval, -1e15), 1e15) : 0
    let seconds = Int(bounded.rounded())
    switch style {
    case .timer:
      let magnitude = abs(seconds)
      return "\(magnitude / 60):" + String(format: "%02d", magnitude % 60)
    case .offset:
      let text = Duration.seconds(abs(seconds)).formatted(.units(allowed: [.hours, .minutes]))
      return (seconds < 0 ? "-" : "+") + text
    default:
      return Duration.seconds(abs(seconds)).formatted(
        .units(allowed: [.days, .hours, .minutes], width: .wide, maximumUnitCount: 2))
    }
  }
}
