import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.onReceive` with the publishers PureMVVM provides in place of Combine's.
@MainActor
@Suite struct OnReceiveTests {
  /// Counts a timer's ticks and shows the last one's time.
  struct Stopwatch: View {
    let ticks: Publishers.Autoconnect<Timer.TimerPublisher>
    @State private var count = 0
    @State private var last = Date.distantPast

    var body: some View {
      Text("\(count) ticks, last at \(Int(last.timeIntervalSinceReferenceDate.rounded()))")
        .onReceive(ticks) { date in
          count += 1
          last = date
        }
    }
  }

  final class Trail: ObservableObject {
    @Published var kilometres = 0
  }

  /// Lists what a `@Published` property and its object announced.
  struct TrailLog: View {
    @ObservedObject var trail: Trail
    @State private var values: [Int] = []
    @State private var changes = 0

    var body: some View {
      Text("values \(values.map(String.init).joined(separator: ",")); changes \(changes)")
        .onReceive(trail.$kilometres) { values.append($0) }
        .onReceive(trail.objectWillChange) { changes += 1 }
    }
  }

  @Test func aTimerTicksOnTheHostClockOnly() {
    let inspector = DesignInspector(
      Stopwatch(ticks: Timer.publish(every: 1, on: .main, in: .common).autoconnect()))
    #expect(inspector.texts == ["0 ticks, last at -63114076800"])
    inspector.clock.advance(by: 3.5)
    #expect(inspector.texts == ["3 ticks, last at 3"])
    inspector.clock.advance(by: 0.5)
    #expect(inspector.texts == ["4 ticks, last at 4"])
  }

  @Test func absurdIntervalsAndAdvancesAreBounded() {
    let zero = DesignInspector(
      Stopwatch(ticks: Timer.publish(every: 0, on: .main, in: .common).autoconnect()))
    let negative = DesignInspector(
      Stopwatch(ticks: Timer.publish(every: -5, on: .main, in: .common).autoconnect()))
    let never = DesignInspector(
      Stopwatch(ticks: Timer.publish(every: .infinity, on: .main, in: .common).autoconnect()))
    for inspector in [zero, negative, never] {
      _ = inspector.texts
      inspector.clock.advance(by: 2)
      inspector.clock.advance(by: -1)
      inspector.clock.advance(by: .nan)
      inspector.clock.advance(by: .infinity)
    }
    #expect(zero.texts == ["10000 ticks, last at 1"])
    #expect(negative.texts == zero.texts)
    #expect(never.texts == ["0 ticks, last at -63114076800"])
    #expect(never.clock.now == Date(timeIntervalSinceReferenceDate: 2))
  }

  @Test func aTimerStopsWhenItsViewLeaves() throws {
    let timer = Timer.publish(every: 1, on: .main, in: .common)
    let design = Stateful(value: true) { shown in
      VStack {
        if shown.wrappedValue { Stopwatch(ticks: timer.autoconnect()) }
        Button("Ocultar") { shown.wrappedValue = false }
      }
    }
    let inspector = DesignInspector(design)
    _ = inspector.texts
    inspector.clock.advance(by: 2)
    #expect(inspector.texts == ["2 ticks, last at 2"])
    try inspector.find(button: "Ocultar").tap()
    _ = inspector.texts
    inspector.clock.advance(by: 5)
    #expect(inspector.texts.isEmpty)
  }

  @Test func aRemovedViewsActionNeverRunsAgain() throws {
    var runs = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let design = Stateful(value: true) { shown in
      VStack {
        if shown.wrappedValue { Text("reloj").onReceive(timer) { _ in runs += 1 } }
        Button("Ocultar") { shown.wrappedValue = false }
      }
    }
    let inspector = DesignInspector(design)
    _ = inspector.texts
    inspector.clock.advance(by: 1)
    try inspector.find(button: "Ocultar").tap()
    _ = inspector.texts
    inspector.clock.advance(by: 5)
    #expect(runs == 1)
  }

  @Test func aTickThatRemovesItsViewIsItsLastEvenWithinOneAdvance() {
    var runs = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let design = Stateful(value: true) { shown in
      VStack {
        if shown.wrappedValue {
          Text("reloj").onReceive(timer) { _ in
            runs += 1
            shown.wrappedValue = false
          }
        }
      }
    }
    let inspector = DesignInspector(design)
    _ = inspector.texts
    inspector.clock.advance(by: 5)
    #expect(runs == 1)
    #expect(inspector.texts.isEmpty)
  }

  /// A view whose timer tries to move the host's clock on each tick.
  struct Impatient: View {
    @Environment(\.hostClock) private var clock
    @State private var seen: [Int] = []
    let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
      Text("ticks at \(seen.map(String.init).joined(separator: ","))")
        .onReceive(ticks) { date in
          seen.append(Int(date.timeIntervalSinceReferenceDate))
          clock?.advance(by: 100)
        }
    }
  }

  @Test func aTimersActionCannotMoveTheClock() {
    let inspector = DesignInspector(Impatient())
    _ = inspector.texts
    inspector.clock.advance(by: 2)
    #expect(inspector.texts == ["ticks at 1,2"])
    #expect(inspector.clock.now == Date(timeIntervalSinceReferenceDate: 2))
  }

  @Test func aViewCoveredByAPushedScreenStillReceives() throws {
    let inspector = DesignInspector(
      NavigationStack {
        VStack {
          Stopwatch(ticks: Timer.publish(every: 1, on: .main, in: .common).autoconnect())
          NavigationLink("Detalle") { Text("Detalle de la ruta") }
        }
      })
    _ = inspector.texts
    try inspector.find(navigationLink: "Detalle").tap()
    inspector.clock.advance(by: 2)
    try inspector.back()
    #expect(inspector.texts.first == "2 ticks, last at 2")
  }

  @Test func theConsoleLetsTheClockRun() async {
    var input = ["wait 2", "wait -1", "wait nan"][...]
    var output = ""
    await DesignConsole(
      Stopwatch(ticks: Timer.publish(every: 1, on: .main, in: .common).autoconnect()),
      readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    #expect(output.contains("2 ticks, last at 2"))
    #expect(output.contains(#"error: unknown command "wait -1""#))
  }

  @Test func aPublishedProjectionSendsTheCurrentValueThenEachNewOne() {
    let trail = Trail()
    let inspector = DesignInspector(TrailLog(trail: trail))
    #expect(inspector.texts == ["values 0; changes 0"])
    trail.kilometres = 12
    trail.kilometres = 7
    #expect(inspector.texts == ["values 0,12,7; changes 2"])
  }

  @Test func aViewThatAppearsAgainDoesNotSubscribeTwice() throws {
    let trail = Trail()
    let inspector = DesignInspector(
      NavigationStack {
        VStack {
          TrailLog(trail: trail)
          NavigationLink("Detalle") { Text("Detalle de la ruta") }
        }
      })
    _ = inspector.texts
    try inspector.find(navigationLink: "Detalle").tap()
    try inspector.back()
    trail.kilometres = 3
    #expect(inspector.texts.first == "values 0,3; changes 1")
  }

  @Test func notificationsPostedOnTheMainThreadArrive() {
    let name = Notification.Name("PureMVVM.OnReceiveTests.saved")
    let design = Stateful(value: 0) { count in
      Text("\(count.wrappedValue) saved")
        .onReceive(NotificationCenter.default.publisher(for: name)) { _ in count.wrappedValue += 1 }
    }
    let inspector = DesignInspector(design)
    _ = inspector.texts
    NotificationCenter.default.post(name: name, object: nil)
    NotificationCenter.default.post(name: Notification.Name("other"), object: nil)
    #expect(inspector.texts == ["1 saved"])
  }

  /// Listens to one of two trails, chosen by a button.
  struct TrailSwitcher: View {
    let first: Trail
    let second: Trail
    @State private var listensToSecond = false
    @State private var heard: [Int] = []

    var body: some View {
      VStack {
        Text("heard \(heard.map(String.init).joined(separator: ","))")
        Button("Cambiar") { listensToSecond = true }
      }
      .onReceive((listensToSecond ? second : first).$kilometres) { heard.append($0) }
    }
  }

  @Test func anotherPublisherIsSubscribedToInPlaceOfTheFirst() throws {
    let first = Trail()
    let second = Trail()
    second.kilometres = 8
    let inspector = DesignInspector(TrailSwitcher(first: first, second: second))
    _ = inspector.texts
    first.kilometres = 1
    try inspector.find(button: "Cambiar").tap()
    _ = inspector.texts
    first.kilometres = 2
    second.kilometres = 9
    #expect(inspector.texts.first == "heard 0,1,8,9")
  }

  /// Makes its timer in `body`, as the SwiftUI pitfall does, with a button that only
  /// resolves the view again.
  struct TimerInBody: View {
    @State private var ticks = 0
    @State private var taps = 0

    var body: some View {
      VStack {
        Text("\(ticks) ticks, \(taps) taps")
        Button("Tocar") { taps += 1 }
      }
      .onReceive(Timer.publish(every: 2, on: .main, in: .common).autoconnect()) { _ in
        ticks += 1
      }
    }
  }

  @Test func aTimerMadeInBodyRestartsWhenTheViewResolvesAgain() throws {
    let inspector = DesignInspector(TimerInBody())
    _ = inspector.texts
    inspector.clock.advance(by: 1.5)
    try inspector.find(button: "Tocar").tap()
    _ = inspector.texts
    inspector.clock.advance(by: 1)
    #expect(inspector.texts.first == "0 ticks, 1 taps")
    inspector.clock.advance(by: 1)
    #expect(inspector.texts.first == "1 ticks, 1 taps")
  }
}
