import PureMVVM
import PureMVVMTesting
import Testing

/// A design file that writes `import Combine`, as real ones do for timers and objects.
@MainActor
@Suite struct RestTimerViewTests {
  @Test func theCountdownTicksOnTheHostClockAndEndsTheRound() {
    let model = RestTimerModel()
    let inspector = DesignInspector(RestTimerView(model: model))
    #expect(inspector.texts == ["Rest 3 s", "Round 0"])
    inspector.clock.advance(by: 2)
    #expect(inspector.texts == ["Rest 1 s", "Round 0"])
    inspector.clock.advance(by: 5)
    #expect(inspector.texts == ["Go!", "Round 1"])
    #expect(model.cancellables.isEmpty)
  }
}
