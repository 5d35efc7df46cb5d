import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Storage every control of a screen binds to, which nothing observes: only the inspector's
/// rule "an interaction resolves again" can show what an interaction did to it.
@MainActor
private final class PlainStorage {
  var name = ""
  var isOn = false
  var guests = 1
  var level = 0.0
  var units = "km"
  var day = Date(timeIntervalSince1970: 0)
  var expanded = false
  var rows = ["Roble", "Veleta"]
  var submitted = 0
  var presented = true
  var path = [1]
  var tab = 0

  func binding<Value>(_ keyPath: ReferenceWritableKeyPath<PlainStorage, Value>) -> Binding<Value> {
    Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
  }

  /// Every field in one line, which the screens show first.
  var summary: String {
    [
      name, "\(isOn)", "\(guests)", "\(level)", units, "\(day.timeIntervalSince1970)",
      "\(expanded)", "\(rows.count)", "\(submitted)", "\(presented)", "\(path)", "\(tab)",
    ].joined(separator: "|")
  }
}

/// One control of each kind, all bound to plain storage.
private struct PlainFormScreen: View {
  let storage: PlainStorage

  var body: some View {
    VStack {
      Text(storage.summary)
      TextField("Name", text: storage.binding(\.name)).onSubmit { storage.submitted += 1 }
      Toggle("On", isOn: storage.binding(\.isOn))
      Stepper("Guests", value: storage.binding(\.guests), in: 0...5)
      Slider(value: storage.binding(\.level), in: 0...10) { Text("Level") }
      Picker("Units", selection: storage.binding(\.units)) {
        Text("km").tag("km")
        Text("mi").tag("mi")
      }
      DatePicker("Day", selection: storage.binding(\.day))
      DisclosureGroup("More", isExpanded: storage.binding(\.expanded)) { Text("Details") }
      ForEach(storage.rows, id: \.self) { Text($0) }
        .onDelete { storage.rows.remove(atOffsets: $0) }
    }
  }
}

/// A sheet, a pushed screen and tabs, all bound to plain storage.
private struct PlainPresentationScreen: View {
  let storage: PlainStorage

  var body: some View {
    TabView(selection: storage.binding(\.tab)) {
      NavigationStack(path: storage.binding(\.path)) {
        Text(storage.summary)
          .navigationDestination(for: Int.self) { _ in Text(storage.summary) }
      }
      .tabItem { Text("Uno") }
      .tag(0)
      Text(storage.summary).tabItem { Text("Dos") }.tag(1)
    }
    .sheet(isPresented: storage.binding(\.presented)) { Text("Sheet") }
  }
}

/// An interaction of the inspector, each through a different entry point.
private enum Interaction: String, CaseIterable, Sendable {
  case type, submit, toggle, increment, decrement, slide, select, pickDay, expand, delete
  case dismiss, back, selectTab

  var needsPresentations: Bool { [.dismiss, .back, .selectTab].contains(self) }

  @MainActor
  func perform(on inspector: DesignInspector) throws {
    switch self {
    case .type: try inspector.find(textField: "Name").setInput("Ana")
    case .submit: try inspector.find(textField: "Name").submit()
    case .toggle: try inspector.find(toggle: "On").tap()
    case .increment: try inspector.find(stepper: "Guests").increment()
    case .decrement: try inspector.find(stepper: "Guests").decrement()
    case .slide: try inspector.find(slider: "Level").setValue(4)
    case .select: try inspector.find(picker: "Units").select("mi")
    case .pickDay:
      try inspector.find(datePicker: "Day").setDate(Date(timeIntervalSince1970: 86_400))
    case .expand: try inspector.find(disclosureGroup: "More").expand()
    case .delete: try inspector.find(row: "Roble").delete()
    case .dismiss: try inspector.dismiss()
    case .back:
      try inspector.dismiss()
      try inspector.back()
    case .selectTab:
      try inspector.dismiss()
      try inspector.find(tab: "Dos").tap()
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct InspectorInteractionRefreshTests {
  @Test(arguments: Interaction.allCases)
  fileprivate func anInteractionShowsWhatItChangedInStorageNothingObserves(
    _ interaction: Interaction
  ) throws {
    let storage = PlainStorage()
    let inspector =
      interaction.needsPresentations
      ? DesignInspector(PlainPresentationScreen(storage: storage))
      : DesignInspector(PlainFormScreen(storage: storage))
    let before = storage.summary
    _ = inspector.elements
    try interaction.perform(on: inspector)
    #expect(storage.summary != before)
    #expect(inspector.texts.contains(storage.summary))
  }
}
