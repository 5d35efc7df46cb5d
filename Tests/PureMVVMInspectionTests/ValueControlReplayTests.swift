import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A row with a stepper, a slider, a picker and a date picker over values of its own,
/// logging each run of its body.
private struct DialRow: View {
  let name: String
  let log: BodyLog
  @State private var guests = 2
  @State private var volume = 0.5
  @State private var laps = 0
  @State private var units = "km"
  @State private var start = Date(timeIntervalSince1970: 0)

  var body: some View {
    log.entries.append(name)
    return VStack {
      Stepper("\(name) guests: \(guests)", value: $guests, in: 0...3)
      Slider(value: $volume, in: 0...1) { Text("\(name) volume") }
      Stepper(value: $laps, step: 5) { Text("\(name) laps: \(laps)") }
      Picker("\(name) units", selection: $units) {
        Text("km").tag("km")
        Text("mi").tag("mi")
      }
      DatePicker("\(name) start", selection: $start, displayedComponents: .date)
      Text("\(name) at \(volume, specifier: "%.1f")")
    }
  }
}

/// A row whose stepper runs actions of its own, which may change anything.
private struct ActionStepperRow: View {
  let log: BodyLog
  @State private var steps = 0

  var body: some View {
    log.entries.append("actions")
    return Stepper("Acciones \(steps)") {
      steps += 1
    } onDecrement: {
      steps -= 1
    }
  }
}

/// Rows of dials in a list, logging each run of its own body.
private struct DialList: View {
  let log: BodyLog

  var body: some View {
    log.entries.append("list")
    return List {
      DialRow(name: "Uno", log: log)
      DialRow(name: "Dos", log: log)
      ActionStepperRow(log: log)
    }
  }
}

@MainActor
@Suite struct ValueControlReplayTests {
  @Test func steppingOneRowsStepperRunsOnlyThatRowsBody() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    try inspector.find(stepper: "Dos guests: 2").increment()
    #expect(try inspector.find(stepper: "Dos guests: 3").value == "3")
    try inspector.find(stepper: "Dos guests: 3").decrement()
    #expect(try inspector.find(stepper: "Dos guests: 2").value == "2")
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "Dos", "Dos"])
  }

  @Test func steppingAnUnboundedStepperRunsOnlyItsRowsBody() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    try inspector.find(stepper: "Uno laps: 0").decrement()
    #expect(try inspector.find(stepper: "Uno laps: -5").value == "-5")
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "Uno"])
  }

  @Test func slidingOneRowsSliderRunsOnlyThatRowsBody() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    try inspector.find(slider: "Uno volume").setValue(0.8)
    #expect(inspector.texts.contains("Uno at 0.8"))
    #expect(!inspector.texts.contains("Uno at 0.5"))
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "Uno"])
  }

  @Test func choosingOneRowsOptionRunsOnlyThatRowsBody() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    try inspector.find(picker: "Dos units").select("mi")
    #expect(try inspector.find(picker: "Dos units").value == "mi")
    #expect(try inspector.find(picker: "Uno units").value == "km")
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "Dos"])
  }

  @Test func pickingOneRowsDateRunsOnlyThatRowsBody() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    let before = try inspector.find(datePicker: "Uno start").value
    try inspector.find(datePicker: "Uno start").setDate(Date(timeIntervalSince1970: 86_400 * 40))
    #expect(try inspector.find(datePicker: "Uno start").value != before)
    #expect(try inspector.find(datePicker: "Dos start").value == before)
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "Uno"])
  }

  @Test func aStepperThatRunsItsOwnActionsResolvesTheWholeView() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    try inspector.find(stepper: "Acciones 0").increment()
    _ = try inspector.find(stepper: "Acciones 1")
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "list", "Uno", "Dos", "actions"])
  }

  @Test func aRejectedValueLeavesTheWholeViewToResolveAgain() throws {
    let log = BodyLog()
    let inspector = DesignInspector(DialList(log: log))
    #expect(throws: InspectionError.self) {
      try inspector.find(slider: "Dos volume").setValue(.nan)
    }
    _ = inspector.elements
    #expect(log.entries == ["list", "Uno", "Dos", "actions", "list", "Uno", "Dos", "actions"])
  }

  @Test func replayedStepsAndValuesLeaveTheTreeAWholeResolutionWould() throws {
    let replaying = DesignInspector(DialList(log: BodyLog()))
    let whole = DesignInspector(DialList(log: BodyLog()))
    for inspector in [replaying, whole] {
      try inspector.find(stepper: "Uno guests: 2").increment()
      try inspector.find(slider: "Dos volume").setValue(0.3)
      try inspector.find(stepper: "Uno guests: 3").increment()
      try inspector.find(picker: "Uno units").select("mi")
      try inspector.find(datePicker: "Dos start").setDate(Date(timeIntervalSince1970: 86_400 * 400))
    }
    resolveWhole(whole)
    #expect(replaying.render() == whole.render())
    #expect(replaying.texts == whole.texts)
    #expect(replaying.texts.contains("Dos at 0.3"))
    #expect(try replaying.find(stepper: "Uno guests: 3").value == "3")
  }
}
