import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.digitalCrownRotation` turns a bound value with the Digital Crown: within bounds,
/// wrapping round when continuous, snapped to a step, telling its observers.
@MainActor
@Suite struct DigitalCrownTests {
  /// A workout goal set with the crown, in steps of 5 minutes.
  struct Goal: View {
    var isContinuous = false
    @State private var minutes = 10.0

    var body: some View {
      Text("\(Int(minutes)) min")
        .focusable()
        .digitalCrownRotation(
          $minutes, from: 0, through: 990, by: 5, sensitivity: .medium,
          isContinuous: isContinuous, isHapticFeedbackEnabled: true)
    }
  }

  @Test func aTurnSnapsToTheStepAndStopsAtTheBounds() throws {
    let inspector = DesignInspector(Goal())
    try inspector.find(text: "10 min").rotateDigitalCrown(by: 7)
    #expect(inspector.texts == ["15 min"])
    try inspector.find(text: "15 min").rotateDigitalCrown(by: 5_000)
    #expect(inspector.texts == ["990 min"])
    try inspector.find(text: "990 min").rotateDigitalCrown(by: -1e300)
    #expect(inspector.texts == ["0 min"])
    try inspector.find(text: "0 min").rotateDigitalCrown(by: .nan)
    #expect(inspector.texts == ["0 min"])
  }

  @Test func aContinuousCrownWrapsRoundPastItsBounds() throws {
    let inspector = DesignInspector(Goal(isContinuous: true))
    try inspector.find(text: "10 min").rotateDigitalCrown(by: -20)
    #expect(inspector.texts == ["985 min"])
    try inspector.find(text: "985 min").rotateDigitalCrown(by: 25)
    #expect(inspector.texts == ["15 min"])
  }

  @Test func aContinuousDetentReachesItsUpperBoundBeforeWrapping() throws {
    let inspector = DesignInspector(
      Stateful(value: 22) { hour in
        Text("\(hour.wrappedValue) h")
          .digitalCrownRotation(detent: hour, from: 0, through: 23, by: 1, isContinuous: true)
      })
    try inspector.find(text: "22 h").rotateDigitalCrown(by: 1)
    #expect(inspector.texts == ["23 h"])
    try inspector.find(text: "23 h").rotateDigitalCrown(by: 1)
    #expect(inspector.texts == ["0 h"])
    try inspector.find(text: "0 h").rotateDigitalCrown(by: -1)
    #expect(inspector.texts == ["23 h"])
  }

  @Test func anUnboundedCrownMovesTheValueAndTellsItsObservers() throws {
    var events: [DigitalCrownEvent] = []
    var idles = 0
    let inspector = DesignInspector(
      Stateful(value: 1.5) { zoom in
        Text("Zoom \(zoom.wrappedValue)")
          .digitalCrownRotation(zoom, onChange: { events.append($0) }, onIdle: { idles += 1 })
      })
    try inspector.find(text: "Zoom 1.5").rotateDigitalCrown(by: 0.25)
    #expect(inspector.texts == ["Zoom 1.75"])
    #expect(events.map(\.offset) == [1.75] && events.map(\.velocity) == [0.25])
    #expect(idles == 1)
  }

  @Test func aDetentTakesOnlyStepsWhileTheCrownTurnsFreely() throws {
    var offsets: [Double] = []
    let inspector = DesignInspector(
      Stateful(value: Float(2)) { level in
        Text("Nivel \(Int(level.wrappedValue))")
          .digitalCrownRotation(
            detent: level, from: 0, through: 10, by: 2, onChange: { offsets.append($0.offset) })
      })
    try inspector.find(text: "Nivel 2").rotateDigitalCrown(by: 1.2)
    #expect(inspector.texts == ["Nivel 4"])
    #expect(offsets == [3.2])
  }

  @Test func boundsGivenBackwardsOrNotFiniteNeitherTrapNorStrand() throws {
    let backwards = DesignInspector(
      Stateful(value: 5.0) { value in
        Text("Valor \(Int(value.wrappedValue))")
          .digitalCrownRotation(value, from: 10, through: 0, by: nil)
      })
    try backwards.find(text: "Valor 5").rotateDigitalCrown(by: 20)
    #expect(backwards.texts == ["Valor 10"])
    let unbounded = DesignInspector(
      Stateful(value: 5.0) { value in
        Text("Valor \(Int(value.wrappedValue))")
          .digitalCrownRotation(value, from: -.infinity, through: .nan, by: nil)
      })
    try unbounded.find(text: "Valor 5").rotateDigitalCrown(by: 20)
    #expect(unbounded.texts == ["Valor 25"])
  }

  @Test func boundsWithObserversButNoStepKeepTheValueWithinThem() throws {
    var offsets: [Double] = []
    let inspector = DesignInspector(
      Stateful(value: 0.5) { volume in
        Text("Volumen \(volume.wrappedValue)")
          .digitalCrownRotation(
            volume, from: 0, through: 1, onChange: { offsets.append($0.offset) })
      })
    try inspector.find(text: "Volumen 0.5").rotateDigitalCrown(by: 0.25)
    #expect(inspector.texts == ["Volumen 0.75"])
    try inspector.find(text: "Volumen 0.75").rotateDigitalCrown(by: 3)
    #expect(inspector.texts == ["Volumen 1.0"])
    #expect(offsets == [0.75, 1])
  }

  @Test func aWholeNumberDetentMovesInItsSteps() throws {
    let inspector = DesignInspector(
      Stateful(value: 4) { floor in
        Text("Planta \(floor.wrappedValue)")
          .digitalCrownRotation(detent: floor, from: 0, through: 12, by: 4)
      })
    try inspector.find(text: "Planta 4").rotateDigitalCrown(by: 3)
    #expect(inspector.texts == ["Planta 8"])
    try inspector.find(text: "Planta 8").rotateDigitalCrown(by: -1)
    #expect(inspector.texts == ["Planta 8"])
    try inspector.find(text: "Planta 8").rotateDigitalCrown(by: 1e300)
    #expect(inspector.texts == ["Planta 12"])
  }

  @Test func aWholeNumberDetentAtTheEdgesOfItsTypeDoesNotTrap() throws {
    let inspector = DesignInspector(
      Stateful(value: 0) { level in
        Text("Nivel \(level.wrappedValue)")
          .digitalCrownRotation(detent: level, from: Int.min, through: Int.max, by: 1)
      })
    try inspector.find(text: "Nivel 0").rotateDigitalCrown(by: 1e300)
    #expect(inspector.texts == ["Nivel \(Int.max)"])
    try inspector.find(text: "Nivel \(Int.max)").rotateDigitalCrown(by: -1e300)
    #expect(inspector.texts == ["Nivel \(Int.min)"])
  }

  @Test func aViewWithoutTheCrownRefusesATurn() {
    let inspector = DesignInspector(Text("Nada"))
    #expect(throws: InspectionError.self) {
      try inspector.find(text: "Nada").rotateDigitalCrown(by: 1)
    }
  }

  @Test func theWatchRecordsTheHapticsItPlays() {
    let device = WKInterfaceDevice.current()
    device.reset()
    device.play(.click)
    device.play(.notification)
    #expect(device.played == [.click, .notification])
    device.reset()
  }

  @Test func hapticsKeepWatchKitsRawValues() {
    #expect(WKHapticType.click.rawValue == 8)
    #expect(WKHapticType.navigationLeftTurn.rawValue == 9)
    #expect(WKHapticType(rawValue: 10) == .navigationRightTurn)
    #expect(WKHapticType.underwaterDepthCriticalPrompt.rawValue == 13)
  }
}
