import Foundation
import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Plain (unobserved) storage a design reads and counts its body evaluations in.
@MainActor
private final class Tally {
  var bodies = 0
  var taps = 0
  var loaded = false
  var count: Binding<Int>?
}

/// A screen that counts how often it is resolved.
private struct TallyScreen: View {
  let tally: Tally

  var body: some View {
    tally.bodies += 1
    return VStack {
      Text("Taps \(tally.taps)")
      Button("Tap") { tally.taps += 1 }
    }
  }
}

/// Loads in a task, into plain storage.
private struct LoadingScreen: View {
  let tally: Tally

  var body: some View {
    Text(tally.loaded ? "Loaded" : "Loading").task { tally.loaded = true }
  }
}

/// Shows a date in a style, counting its resolutions.
private struct WhenScreen: View {
  let style: Text.DateStyle
  let tally: Tally

  var body: some View {
    tally.bodies += 1
    return Text(Date(timeIntervalSince1970: 0), style: style)
  }
}

/// A date against the clock in the second piece of a joined text.
private struct SinceScreen: View {
  let tally: Tally

  var body: some View {
    tally.bodies += 1
    return Text("Desde ") + Text(Date(timeIntervalSince1970: 0), style: .relative)
  }
}

/// A number kept in app storage.
private struct StoredVisits: View {
  @AppStorage("visits") private var visits = 0

  var body: some View {
    Text("Visits \(visits)")
  }
}

/// Counts its resolutions; shows the stored number while `showsStored` is on.
private struct MaybeStoredScreen: View {
  let tally: Tally
  @Binding var showsStored: Bool

  var body: some View {
    tally.bodies += 1
    return VStack {
      Toggle("Stored", isOn: $showsStored)
      if showsStored { StoredVisits() }
    }
  }
}

/// A model the design reads one property of.
@MainActor
@Observable
private final class Trailhead {
  var name = "Roble"
  var visitors = 0
}

/// Shows the trailhead's name only.
private struct TrailheadScreen: View {
  let trailhead: Trailhead
  let tally: Tally

  var body: some View {
    tally.bodies += 1
    return Text(trailhead.name)
  }
}

/// A model that announces its changes the Combine way.
private final class Counter: ObservableObject {
  @Published var value = 0
}

/// Shows an observed counter.
private struct CounterScreen: View {
  @ObservedObject var counter: Counter

  var body: some View {
    Text("Count \(counter.value)")
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct DesignInspectorCacheTests {
  @Test func queriesOnAnUnchangedDesignReuseOneResolution() throws {
    let tally = Tally()
    let inspector = DesignInspector(TallyScreen(tally: tally))
    _ = try inspector.find(button: "Tap")
    _ = try inspector.find(text: "Taps 0")
    #expect(inspector.texts == ["Taps 0"])
    _ = inspector.render()
    #expect(tally.bodies == 1)
  }

  @Test func aChangeNothingObservesIsNotSeenUntilAnInteraction() throws {
    let tally = Tally()
    let inspector = DesignInspector(TallyScreen(tally: tally))
    #expect(inspector.texts == ["Taps 0"])
    tally.taps = 5
    #expect(inspector.texts == ["Taps 0"])
    try inspector.find(button: "Tap").tap()
    #expect(inspector.texts == ["Taps 6"])
    #expect(tally.bodies == 2)
  }

  @Test func everyInteractionResolvesAgainEvenWhenItChangedOnlyPlainStorage() throws {
    let tally = Tally()
    let inspector = DesignInspector(TallyScreen(tally: tally))
    try inspector.find(button: "Tap").tap()
    try inspector.find(button: "Tap").tap()
    #expect(inspector.texts == ["Taps 2"])
  }

  @Test func aStateWriteFromOutsideAnInteractionResolvesAgain() {
    let tally = Tally()
    let inspector = DesignInspector(
      Stateful(value: 1) { count in
        let _ = tally.count = count
        Text("Count \(count.wrappedValue)")
      })
    #expect(inspector.texts == ["Count 1"])
    tally.count?.wrappedValue = 7
    #expect(inspector.texts == ["Count 7"])
  }

  @Test func aChangedObservablePropertyTheDesignReadResolvesAgain() {
    let tally = Tally()
    let trailhead = Trailhead()
    let inspector = DesignInspector(TrailheadScreen(trailhead: trailhead, tally: tally))
    #expect(inspector.texts == ["Roble"])
    trailhead.name = "Veleta"
    #expect(inspector.texts == ["Veleta"])
    #expect(inspector.texts == ["Veleta"])
    #expect(tally.bodies == 2)
  }

  @Test func aChangedObservablePropertyTheDesignDidNotReadResolvesNothing() {
    let tally = Tally()
    let trailhead = Trailhead()
    let inspector = DesignInspector(TrailheadScreen(trailhead: trailhead, tally: tally))
    #expect(inspector.texts == ["Roble"])
    trailhead.visitors += 1
    #expect(inspector.texts == ["Roble"])
    #expect(tally.bodies == 1)
  }

  @Test func anObservedObjectsAnnouncedChangeResolvesAgain() {
    let counter = Counter()
    let inspector = DesignInspector(CounterScreen(counter: counter))
    #expect(inspector.texts == ["Count 0"])
    counter.value = 3
    #expect(inspector.texts == ["Count 3"])
  }

  @Test(arguments: [Text.DateStyle.relative, .offset, .timer])
  func aTextAgainstTheClockIsResolvedForEveryQuery(style: Text.DateStyle) {
    let tally = Tally()
    let inspector = DesignInspector(WhenScreen(style: style, tally: tally))
    _ = inspector.texts
    _ = inspector.texts
    #expect(tally.bodies == 2)
  }

  @Test func aJoinedTextWithAPieceAgainstTheClockIsResolvedForEveryQuery() {
    let tally = Tally()
    let inspector = DesignInspector(SinceScreen(tally: tally))
    _ = inspector.texts
    _ = inspector.texts
    #expect(tally.bodies == 2)
  }

  @Test func onceNothingUnannouncedIsReadTheTreeIsReusedAgain() throws {
    let tally = Tally()
    let inspector = DesignInspector(
      Stateful(value: true) { showsStored in
        MaybeStoredScreen(tally: tally, showsStored: showsStored)
      })
    try inspector.find(toggle: "Stored").tap()
    let bodies = tally.bodies
    _ = inspector.texts
    _ = inspector.texts
    #expect(tally.bodies == bodies + 1)
  }

  @Test func aFixedDateIsNotResolvedAgain() {
    let tally = Tally()
    let inspector = DesignInspector(WhenScreen(style: .date, tally: tally))
    _ = inspector.texts
    _ = inspector.texts
    #expect(tally.bodies == 1)
  }

  @Test func settlingResolvesAgainForWhatTasksChanged() async {
    let tally = Tally()
    let inspector = DesignInspector(LoadingScreen(tally: tally))
    #expect(inspector.texts == ["Loading"])
    await inspector.settle()
    #expect(inspector.texts == ["Loaded"])
  }
}
