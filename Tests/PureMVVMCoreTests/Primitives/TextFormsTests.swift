import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `Text` from attributed strings, date ranges and timers, and `.textCase`.
@MainActor
@Suite struct TextFormsTests {
  static let start = Date(timeIntervalSinceReferenceDate: 0)

  @Test func attributedRunsKeepTheirStyles() throws {
    var name = AttributedString("Anaga")
    name.foregroundColor = .green
    name.font = .headline
    var distance = AttributedString(" 12 km")
    distance.strikethroughStyle = .single
    let inspector = DesignInspector(Text(name + distance))
    let element = try #require(inspector.elements.first)
    #expect(element.kind == .text("Anaga 12 km"))
    let runs = element.attributes.textRuns ?? []
    #expect(runs.map(\.text) == ["Anaga", " 12 km"])
    #expect(runs.first?.foreground == .color(.green))
    #expect(runs.first?.font == .headline)
    #expect(runs.last?.isStrikethrough == true)
  }

  @Test func aHugeAttributedStringIsShownWhole() throws {
    var text = AttributedString()
    for index in 0..<10_000 {
      var run = AttributedString(String(repeating: "a", count: 99) + "\u{0}")
      run.foregroundColor = index.isMultiple(of: 2) ? .red : .blue
      text += run
    }
    let inspector = DesignInspector(Text(text))
    let element = try #require(inspector.elements.first)
    guard case .text(let shown) = element.kind else { throw Unexpected() }
    #expect(shown.count == 1_000_000)
    #expect(element.attributes.textRuns?.count == 10_000)
  }

  @Test func anInterpolatedFormatterWritesTheValueInItsOwnLocale() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "es_ES")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "d 'de' MMMM"
    let start = Date(timeIntervalSince1970: 86_400 * 31)
    let percent = NumberFormatter()
    percent.numberStyle = .percent
    percent.locale = Locale(identifier: "en_US")
    let text = Text(
      "Salida: \(start, formatter: formatter), \(NSNumber(value: 0.25), formatter: percent)")
    let unformatted = Text("\(URL(filePath: "/rutas"), formatter: nil)")
    #expect(
      DesignInspector(
        VStack {
          text; unformatted
        }
      ).texts
        == ["Salida: 1 de febrero, 25%", "file:///rutas"])
  }

  @Test func anEmptyAttributedStringIsAnEmptyText() {
    #expect(DesignInspector(Text(AttributedString())).elements.map(\.kind) == [.text("")])
  }

  @Test func dateRangesAndIntervalsFollowTheEnvironment() {
    let range = Self.start...Self.start.addingTimeInterval(90 * 60)
    let inspector = DesignInspector(
      VStack {
        Text(range)
        Text(DateInterval(start: Self.start, duration: 90 * 60))
      })
    #expect(inspector.texts.count == 2)
    #expect(inspector.texts[0] == inspector.texts[1])
    #expect(inspector.texts[0].contains("12:00"))
    #expect(inspector.texts[0].contains("1:30"))
  }

  @Test func aPausedTimerShowsTimeLeftOrGoneWithinItsInterval() {
    let hour = Self.start...Self.start.addingTimeInterval(2 * 3600)
    let inspector = DesignInspector(
      VStack {
        Text(timerInterval: hour, pauseTime: Self.start.addingTimeInterval(65))
        Text(timerInterval: hour, pauseTime: Self.start.addingTimeInterval(65), countsDown: false)
        Text(timerInterval: hour, pauseTime: Self.start, showsHours: false)
        Text(timerInterval: hour, pauseTime: .distantFuture)
        Text(timerInterval: hour, pauseTime: .distantPast, countsDown: false)
      })
    #expect(inspector.texts == ["1:58:55", "1:05", "120:00", "0:00", "0:00"])
  }

  @Test func relativeDatesAndRunningTimersReadTheHostsClock() {
    let start = Self.start
    let inspector = DesignInspector(
      VStack {
        Text(start.addingTimeInterval(-7_380), style: .relative)
        Text(start.addingTimeInterval(120), style: .offset)
        Text(start.addingTimeInterval(-135), style: .timer)
        Text(timerInterval: start...start.addingTimeInterval(600))
      })
    #expect(inspector.texts == ["2 hours, 3 minutes", "+2 min", "2:15", "10:00"])
    inspector.clock.advance(by: 60)
    #expect(inspector.texts == ["2 hours, 4 minutes", "+1 min", "3:15", "9:00"])
  }

  @Test func textCaseFollowsTheLocaleAndKeepsStyles() throws {
    let inspector = DesignInspector(
      VStack {
        Text("**Ruta** de istanbul").textCase(.uppercase)
        Text("Ruta de istanbul").textCase(.uppercase).environment(
          \.locale, Locale(identifier: "tr"))
        Text(verbatim: "MASCA").textCase(.lowercase)
        Text("Sin cambio").textCase(nil)
      })
    #expect(inspector.texts == ["RUTA DE ISTANBUL", "RUTA DE İSTANBUL", "masca", "Sin cambio"])
    let bold = DesignInspector(Text("**Ruta** de istanbul").textCase(.uppercase))
    let runs = try #require(bold.elements.first?.attributes.textRuns)
    #expect(runs.first?.fontWeight == .bold)
  }

  @Test func lineStylesAndLetterSpacingAreAccepted() {
    let plain = DesignInspector(Text("Teide").underline())
    let styled = DesignInspector(
      Text("Teide").underline(true, pattern: .dash, color: .red)
        .kerning(1).tracking(2).baselineOffset(3)
        .strikethrough(false, pattern: .dot))
    #expect(styled.render(width: 20) == plain.render(width: 20))
  }

  struct Unexpected: Error {}
}
