import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A multi-date picker chooses and unchooses whole days, inside its bounds.
@MainActor
@Suite struct MultiDatePickerTests {
  private let calendar = EnvironmentValues().calendar
  private let december1 = Date(timeIntervalSince1970: 1_796_083_200)  // 2026-12-01 00:00 GMT

  private func days(_ offsets: Int...) -> [Date] {
    offsets.map { december1.addingTimeInterval(Double($0) * 86_400) }
  }

  @Test func tappingDaysChoosesThemAndTappingAgainUnchoosesThem() throws {
    let design = Stateful(value: Set<DateComponents>()) { selection in
      MultiDatePicker("Salidas", selection: selection)
    }
    let inspector = DesignInspector(design)
    let picker = try inspector.find(datePicker: "Salidas")
    #expect(TextRenderer(width: 60).render(design).contains("Salidas: [None]"))
    let dates = days(2, 0)
    try picker.setDate(dates[0].addingTimeInterval(3_600 * 15))
    try picker.setDate(dates[1].addingTimeInterval(60))
    #expect(
      TextRenderer(width: 60).render(inspector.elements).contains(
        "Salidas: [Dec 1, 2026, Dec 3, 2026]"))
    try picker.setDate(dates[0])
    #expect(TextRenderer(width: 60).render(inspector.elements).contains("Salidas: [Dec 1, 2026]"))
  }

  @Test func daysAreTheCalendarEraYearMonthAndDay() throws {
    var chosen: Set<DateComponents> = []
    let binding = Binding(get: { chosen }, set: { chosen = $0 })
    let inspector = DesignInspector(MultiDatePicker("Días", selection: binding))
    try inspector.find(datePicker: "Días").setDate(december1.addingTimeInterval(7_200))
    let expected = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: december1)
    #expect(chosen == [expected])
  }

  @Test func daysOutsideTheBoundsCannotBeChosen() throws {
    var chosen: Set<DateComponents> = []
    let binding = Binding(get: { chosen }, set: { chosen = $0 })
    let week = days(0, 7)
    let design = VStack {
      MultiDatePicker("Semana", selection: binding, in: week[0]..<week[1])
      MultiDatePicker("Desde", selection: binding, in: week[1]...)
      MultiDatePicker("Hasta", selection: binding, in: ..<week[0])
    }
    let inspector = DesignInspector(design)
    try inspector.find(datePicker: "Semana").setDate(week[1])
    try inspector.find(datePicker: "Desde").setDate(week[0])
    try inspector.find(datePicker: "Hasta").setDate(week[0])
    #expect(chosen.isEmpty)
    try inspector.find(datePicker: "Semana").setDate(week[1].addingTimeInterval(-1))
    try inspector.find(datePicker: "Desde").setDate(week[1])
    try inspector.find(datePicker: "Hasta").setDate(week[0].addingTimeInterval(-1))
    #expect(chosen.compactMap(\.day).sorted() == [7, 30, 8].sorted())
  }

  @Test func colorSchemeSetsTheSchemeBelow() {
    struct Scheme: View {
      @Environment(\.colorScheme) private var scheme
      var body: some View { Text(scheme == .dark ? "oscuro" : "claro") }
    }
    #expect(DesignInspector(Scheme().colorScheme(.dark)).texts == ["oscuro"])
  }
}
