import Foundation

/// A ``TimelineView``'s content, with the state that keeps its updates: when it started,
/// the date of its last update, and its timer on the host clock.
nonisolated struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  @State private var ticker = TimelineTicker()
  /// The date of the last update the clock ticked; `nil` before the first.
  @State private var ticked: Date?
  #if !canImport(Darwin)
    @Environment(\.hostClock) private var clock
  #endif

  @MainActor var body: some View {
    #if !canImport(Darwin)
      let date = ticker.date(of: schedule, ticked: ticked, clock: clock) { [$ticked] in
        $ticked.wrappedValue = $0
      }
    #else
      let date = ticker.date(of: schedule, ticked: ticked)
    #endif
    return content(TimelineViewDefaultContext(date: date, cadence: .live))
  }
}
