import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Which date each `TimelineView` schedule shows first on the host clock, and when.
///
/// The clock starts at 0 seconds since the reference date.
@MainActor
@Suite struct TimelineViewTests {
  /// Shows the seconds of each update's date.
  struct Stamp<Schedule: TimelineSchedule>: View {
    let schedule: Schedule

    var body: some View {
      TimelineView(schedule) { context in
        Text(Self.seconds(context.date))
      }
    }

    static func seconds(_ date: Date) -> String {
      String(format: "%.10g", date.timeIntervalSinceReferenceDate)
    }
  }

  private func at(_ date: Double) -> Date { Date(timeIntervalSinceReferenceDate: date) }

  /// Shows its content once "Show" is tapped.
  struct Appearing<Content: View>: View {
    let content: Content
    @State private var isShown = false

    var body: some View {
      Button("Show") { isShown = true }
      if isShown { content }
    }
  }

  /// An inspector whose design first shows `design` when its clock is at `seconds`.
  private func inspector(_ design: some View, startingAt seconds: Double) throws
    -> DesignInspector
  {
    let inspector = DesignInspector(Appearing(content: design))
    inspector.clock.advance(by: seconds)
    try inspector.find(button: "Show").tap()
    return inspector
  }

  @Test func everyMinuteFirstShowsTheStartOfTheMinuteItAppearsIn() throws {
    let inspector = try inspector(Stamp(schedule: .everyMinute), startingAt: 595)
    #expect(inspector.texts == ["540"])
    inspector.clock.advance(by: 4.9)
    #expect(inspector.texts == ["540"])
    inspector.clock.advance(by: 0.1)
    #expect(inspector.texts == ["600"])
    inspector.clock.advance(by: 125)
    #expect(inspector.texts == ["720"])
  }

  @Test func periodicFromAPastStartShowsItsLatestBoundaryThenEachOne() throws {
    let inspector = try inspector(Stamp(schedule: .periodic(from: at(10), by: 60)), startingAt: 100)
    #expect(inspector.texts == ["70"])
    inspector.clock.advance(by: 30)
    #expect(inspector.texts == ["130"])
  }

  @Test func periodicFromAFutureStartShowsTheMomentItAppearedUntilThen() throws {
    let inspector = try inspector(Stamp(schedule: .periodic(from: at(50), by: 10)), startingAt: 5)
    #expect(inspector.texts == ["5"])
    inspector.clock.advance(by: 44)
    #expect(inspector.texts == ["5"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["50"])
    inspector.clock.advance(by: 25)
    #expect(inspector.texts == ["70"])
  }

  @Test func explicitDatesShowTheLatestPastOneThenEachLaterOneThenStay() throws {
    let past = try inspector(Stamp(schedule: .explicit([at(1), at(2)])), startingAt: 10)
    #expect(past.texts == ["2"])
    let mixed = try inspector(Stamp(schedule: .explicit([at(1), at(20), at(30)])), startingAt: 10)
    #expect(mixed.texts == ["1"])
    mixed.clock.advance(by: 10)
    #expect(mixed.texts == ["20"])
    mixed.clock.advance(by: 100)
    #expect(mixed.texts == ["30"])
    let future = try inspector(Stamp(schedule: .explicit([at(20)])), startingAt: 10)
    #expect(future.texts == ["10"])
  }

  @Test func anAnimationUpdatesNoFasterThanItsMinimumIntervalAndNotWhenPaused() throws {
    let animation = try inspector(
      Stamp(schedule: .animation(minimumInterval: 0.5)), startingAt: 1)
    #expect(animation.texts == ["1"])
    animation.clock.advance(by: 1.2)
    #expect(animation.texts == ["2"])
    let paused = try inspector(Stamp(schedule: .animation(paused: true)), startingAt: 1)
    #expect(paused.texts == ["1"])
    paused.clock.advance(by: 5)
    #expect(paused.texts == ["1"])
  }

  /// Counts the updates of an every-frame animation, and pauses it on a tap.
  struct Frames: View {
    @State private var paused = false
    @State private var frames = 0

    var body: some View {
      TimelineView(.animation(paused: paused)) { context in
        Button(paused ? "Resume" : "Pause") { paused.toggle() }
          .onChange(of: context.date) { frames += 1 }
        Text("\(frames) frames")
        Text(Stamp<AnimationTimelineSchedule>.seconds(context.date))
      }
    }
  }

  @Test func pausingAnAnimationStopsItsFramesAndResumingStartsThemAgain() throws {
    let inspector = DesignInspector(Frames())
    #expect(inspector.texts == ["0 frames", "0"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["60 frames", "1"])
    try inspector.find(button: "Pause").tap()
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["60 frames", "1"])
    // Resuming shows a frame at once, then one every 1/60 s.
    try inspector.find(button: "Resume").tap()
    inspector.clock.advance(by: 0.5)
    #expect(inspector.texts == ["91 frames", "2.5"])
  }

  /// A paused timeline beside a counter whose taps resolve it again.
  struct PausedBesideCounter: View {
    @State private var taps = 0

    var body: some View {
      Button("Tap") { taps += 1 }
      Text("\(taps) taps")
      Stamp(schedule: .animation(paused: true))
    }
  }

  @Test func aPausedTimelineKeepsItsDateWhenResolvedAgainLater() throws {
    let inspector = DesignInspector(PausedBesideCounter())
    inspector.clock.advance(by: 3)
    try inspector.find(button: "Tap").tap()
    #expect(inspector.texts == ["1 taps", "0"])
  }

  /// A schedule of one date a second for ever, all of them before the clock's time.
  struct PastForEver: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
      (0...).lazy.map { Date(timeIntervalSinceReferenceDate: -1e12 + Double($0)) }
    }
  }

  @Test func anEndlessScheduleOfPastDatesIsReadOnlySoFar() throws {
    let inspector = try inspector(Stamp(schedule: PastForEver()), startingAt: 1)
    #expect(inspector.texts == ["1"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["1"])
  }

  @Test func aHugeAdvanceUpdatesAtMostTenThousandTimesThenGoesOnFromWhereTheClockIs() throws {
    let inspector = try inspector(Stamp(schedule: .periodic(from: at(0), by: 1)), startingAt: 0)
    #expect(inspector.texts == ["0"])
    inspector.clock.advance(by: 1e9)
    #expect(inspector.texts == ["10000"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["1000000001"])
  }

  @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
  func anAbsurdIntervalUpdatesAtItsStartOnlyAndNeverHangs(interval: Double) throws {
    let periodic = try inspector(
      Stamp(schedule: .periodic(from: at(2), by: interval)), startingAt: 1)
    #expect(periodic.texts == ["1"])
    periodic.clock.advance(by: 5)
    #expect(periodic.texts == ["2"])
    periodic.clock.advance(by: 5)
    #expect(periodic.texts == ["2"])
    let animation = try inspector(
      Stamp(schedule: .animation(minimumInterval: interval)), startingAt: 1)
    animation.clock.advance(by: 0.5)
    #expect(animation.texts == ["1.5"])
  }

  @Test func anIntervalBelowATenthOfAMillisecondUpdatesEveryTenthOfAMillisecond() throws {
    let inspector = try inspector(
      Stamp(schedule: .periodic(from: at(0), by: .leastNonzeroMagnitude)), startingAt: 1)
    #expect(inspector.texts == ["1"])
    inspector.clock.advance(by: 0.000_25)
    #expect(inspector.texts == ["1.0002"])
  }

  /// Twenty thousand explicit dates a second apart, from the start of the clock.
  private static let manyDates = (1...20_000).map {
    Date(timeIntervalSinceReferenceDate: Double($0))
  }

  @Test func anExplicitScheduleOfMoreThanTenThousandDatesGoesOnUpdating() throws {
    let inspector = try inspector(Stamp(schedule: .explicit(Self.manyDates)), startingAt: 0)
    #expect(inspector.texts == ["0"])
    inspector.clock.advance(by: 12_000)
    #expect(inspector.texts == ["10000"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["12001"])
  }

  @Test func theContextsCadenceIsLiveAndCadencesOrderSlowestLast() {
    #expect(TimelineViewDefaultContext.Cadence.live < .seconds)
    #expect(TimelineViewDefaultContext.Cadence.seconds < .minutes)
  }
}
