import PureMVVMCore
import PureMVVMInspection
import Testing

struct Alarm: Identifiable, Equatable {
  let id: Int
  var isOn: Bool
}

/// A `Binding` to a collection is a collection of bindings to its elements, as SwiftUI's.
@MainActor
@Suite struct BindingCollectionTests {
  @Test func elementBindingsReadTheirPosition() {
    var alarms = [Alarm(id: 1, isOn: false), Alarm(id: 2, isOn: true)]
    let binding = Binding(get: { alarms }, set: { alarms = $0 })
    #expect(binding.count == 2)
    let ids: [Int] = binding.map { (element: Binding<Alarm>) -> Int in element.wrappedValue.id }
    #expect(ids == [1, 2])
    #expect(binding.last?.id == 2)
    let reversed: [Int] = binding.reversed().map { (element: Binding<Alarm>) -> Int in element.id }
    #expect(reversed == [2, 1])
  }

  @Test func elementBindingsWriteTheirPosition() {
    var alarms = [Alarm(id: 1, isOn: false), Alarm(id: 2, isOn: true)]
    let binding = Binding(get: { alarms }, set: { alarms = $0 })
    for element in binding { element.wrappedValue.isOn.toggle() }
    #expect(alarms.map(\.isOn) == [true, false])
  }

  @Test func aBindingToARemovedPositionKeepsItsLastValueAndIgnoresWrites() {
    var alarms = [Alarm(id: 1, isOn: false), Alarm(id: 2, isOn: true)]
    let binding = Binding(get: { alarms }, set: { alarms = $0 })
    let second = binding[1]
    #expect(second.wrappedValue.isOn)
    alarms.removeLast()
    #expect(second.wrappedValue == Alarm(id: 2, isOn: true))
    second.wrappedValue.isOn = false
    #expect(alarms == [Alarm(id: 1, isOn: false)])
  }

  @Test func toggleOverSourcesIsOnOnlyWhenEverySourceIs() throws {
    let design = Stateful(value: [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]) {
      alarms in
      VStack {
        Toggle("Todas", sources: alarms, isOn: \.isOn)
        Toggle(sources: alarms, isOn: \.isOn) { Text("Mixta") }
          .toggleStyle(MixedProbe())
      }
    }
    let inspector = DesignInspector(design)
    #expect(try inspector.find(toggle: "Todas").isOn == false)
    #expect(inspector.texts.contains("mixed"))
    try inspector.find(toggle: "Todas").tap()
    #expect(try inspector.find(toggle: "Todas").isOn == true)
    #expect(inspector.texts.contains("not mixed"))
    try inspector.find(toggle: "Todas").tap()
    #expect(try inspector.find(toggle: "Todas").isOn == false)
  }

  @Test func toggleOverNoSourcesIsOff() throws {
    let none: [Binding<Bool>] = []
    let inspector = DesignInspector(Toggle("Nada", sources: none, isOn: \.self))
    #expect(try inspector.find(toggle: "Nada").isOn == false)
  }
}

/// Shows whether the toggle it styles is mixed.
private struct MixedProbe: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text(configuration.isMixed ? "mixed" : "not mixed")
  }
}
