import Foundation
import PureMVVMCore
import Testing

/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks, as a
/// conversation list uses it for "2 hr ago".
@Suite struct RelativeDateTimeFormatterTests {
  private let reference = Date(timeIntervalSinceReferenceDate: 800_000_000)

  private func formatter(
    _ units: RelativeDateTimeFormatter.UnitsStyle = .full,
    _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric, locale: String = "en_US"
  ) -> RelativeDateTimeFormatter {
    let formatter = RelativeDateTimeFormatter()
    formatter.unitsStyle = units
    formatter.dateTimeStyle = style
    formatter.locale = Locale(identifier: locale)
    return formatter
  }

  @Test func aPastAndAFutureDateReadInFullUnits() {
    let full = formatter()
    #expect(
      full.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference)
        == "2 hours ago")
    #expect(
      full.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference)
        == "in 3 days")
  }

  @Test func theUnitsStyleShortensOrSpellsTheUnits() {
    let past = reference.addingTimeInterval(-7_200)
    #expect(
      formatter(.spellOut).localizedString(for: past, relativeTo: reference) == "two hours ago")
    let short = formatter(.short).localizedString(for: past, relativeTo: reference)
    #expect(short.hasPrefix("2 hr") && short.hasSuffix("ago"))
    #expect(formatter().dateTimeStyle == .numeric && formatter().unitsStyle == .full)
  }

  @Test func aNamedStyleSaysYesterdayAndFollowsTheLocale() {
    let yesterday = reference.addingTimeInterval(-86_400)
    #expect(
      formatter(.full, .named).localizedString(for: yesterday, relativeTo: reference) == "yesterday"
    )
    #expect(
      formatter(.full, .numeric).localizedString(for: yesterday, relativeTo: reference)
        == "1 day ago")
    let spanish = formatter(.full, .named, locale: "es_ES")
    #expect(
      spanish.localizedString(for: reference.addingTimeInterval(86_400), relativeTo: reference)
        == "mañana")
  }

  @Test func intervalsComponentsAndOtherObjects() {
    let full = formatter()
    #expect(full.localizedString(fromTimeInterval: -300) == "5 minutes ago")
    #expect(
      full.localizedString(fromTimeInterval: .nan) == full.localizedString(fromTimeInterval: 0))
    #expect(full.localizedString(from: DateComponents(day: 14)) == "in 2 weeks")
    #expect(full.string(for: "not a date") == nil)
    #expect(full.string(for: Date().addingTimeInterval(-120)) == "2 minutes ago")
  }
}
