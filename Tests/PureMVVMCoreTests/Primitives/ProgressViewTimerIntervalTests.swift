import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A progress view of a timer follows the host's clock, as SwiftUI's follows the time.
@MainActor
@Suite struct ProgressViewTimerIntervalTests {
  /// Shows the fraction as a percentage beside the current value label.
  struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        Text("\(Int(((configuration.fractionCompleted ?? -1) * 100).rounded())) %")
        configuration.currentValueLabel
      }
    }
  }

  /// The host clock's start, and 100 seconds after it.
  let rest = Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 100)

  @Test func aCountdownStartsFullAndEmptiesWithTheClock() {
    let inspector = DesignInspector(
      ProgressView(timerInterval: rest).progressViewStyle(Percent()))
    #expect(inspector.texts == ["100 %", "1:40"])
    inspector.clock.advance(by: 25)
    #expect(inspector.texts == ["75 %", "1:15"])
    inspector.clock.advance(by: 500)
    #expect(inspector.texts == ["0 %", "0:00"])
  }

  @Test func aTimerThatCountsUpFillsWithTheClock() {
    let inspector = DesignInspector(
      ProgressView(timerInterval: rest, countsDown: false) { Text("Descanso") }
        .progressViewStyle(Percent()))
    #expect(inspector.texts == ["Descanso", "0 %", "0:00"])
    inspector.clock.advance(by: 25)
    #expect(inspector.texts == ["Descanso", "25 %", "0:25"])
  }

  @Test func aCurrentValueLabelOfYourOwnReplacesTheTimer() {
    let inspector = DesignInspector(
      ProgressView(timerInterval: rest) {
        Text("Descanso")
      } currentValueLabel: {
        Text("Casi")
      }
      .progressViewStyle(Percent()))
    inspector.clock.advance(by: 50)
    #expect(inspector.texts == ["Descanso", "50 %", "Casi"])
  }

  @Test func anEmptyIntervalIsDone() {
    let instant = rest.lowerBound...rest.lowerBound
    let inspector = DesignInspector(
      ProgressView(timerInterval: instant, countsDown: false).progressViewStyle(Percent()))
    #expect(inspector.texts == ["100 %", "0:00"])
  }
}
