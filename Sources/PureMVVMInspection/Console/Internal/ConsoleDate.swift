import Foundation
import PureMVVMCore
import PureMVVMRendering

/// The dates a console user types: `2026-11-30` (midnight) or `2026-11-30 14:30`, in GMT,
/// the time zone hosts draw dates in unless a design sets another.
enum ConsoleDate {
  /// The date `text` names, or `nil` if it is not one of the two forms or not a real date
  /// (`2026-02-30`).
  static func parse(_ text: String) -> Date? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard (1...2).contains(parts.count) else { return nil }
    let day = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    let time = parts.count == 2 ? parts[1].split(separator: ":").map { Int($0) } : [0, 0]
    guard day.count == 3, time.count == 2, parts[0].count == 10,
      let year = day[0], let month = day[1], let dayOfMonth = day[2],
      let hour = time[0], let minute = time[1]
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let components = DateComponents(
      year: year, month: month, day: dayOfMonth, hour: hour, minute: minute)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
