import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct InspectedElementControlsTests {
  private enum Size: Hashable {
    case small, large
  }

  private func inspector(disabled: Bool = false) -> DesignInspector {
    DesignInspector(
      Stateful(value: Size?.none) { size in
        VStack {
          Picker("Size", selection: size) {
            Text("None").tag(Size?.none)
            Text("Small").tag(Size.small)
            Text("Large").tag(Size.large)
          }
          Button("Go") {}
          Stepper("Count", value: .constant(1), in: 0...5)
          Text("Size: \(size.wrappedValue.map { "\($0)" } ?? "none")")
        }
        .disabled(disabled)
      })
  }

  @Test func anOptionalSelectionTakesPlainTagsAndANilTag() throws {
    let inspector = inspector()
    #expect(try inspector.find(picker: "Size").value == "None")
    try inspector.find(picker: "Size").select("Large")
    #expect(inspector.texts.last == "Size: large")
    try inspector.find(picker: "Size").select("None")
    #expect(inspector.texts.last == "Size: none")
  }

  @Test func actionsOnTheWrongKindOfElementSayWhatToDoInstead() throws {
    let inspector = inspector()
    let go = try inspector.find(button: "Go")
    let select = #expect(throws: InspectionError.self) { try go.select("x") }
    #expect(
      select?.description
        == "The button \"Go\" cannot be selected; select an option of a picker, or a row of a "
        + "list with a selection (a set selection only while editing).")
    let step = #expect(throws: InspectionError.self) { try go.increment() }
    #expect(
      step?.description
        == "The button \"Go\" cannot take that value; step a stepper, set a value on a slider "
        + "or a date on a date picker.")
    let expand = #expect(throws: InspectionError.self) { try go.expand() }
    #expect(
      expand?.description
        == "The button \"Go\" cannot expand; expand a disclosure group.")
    #expect(throws: InspectionError.self) { try go.setDate(Date()) }
    #expect(throws: InspectionError.self) { try go.setValue(1) }
  }

  @Test func disabledControlsRefuseEveryAction() throws {
    let inspector = inspector(disabled: true)
    let select = #expect(throws: InspectionError.self) {
      try inspector.find(picker: "Size").select("Small")
    }
    #expect(select?.reason == .disabled)
    let step = #expect(throws: InspectionError.self) {
      try inspector.find(stepper: "Count").increment()
    }
    #expect(step?.reason == .disabled)
  }

  @Test func valueOptionsURLAndExpansionAreNilOrEmptyForOtherElements() throws {
    let go = try inspector().find(button: "Go")
    #expect(go.value == nil)
    #expect(go.options.isEmpty)
    #expect(go.url == nil)
    #expect(go.isExpanded == nil)
  }

  @Test func expandingAnExpandedGroupChangesNothing() throws {
    var toggles = 0
    let expanded = Binding(get: { true }, set: { _ in toggles += 1 })
    let inspector = DesignInspector(DisclosureGroup("More", isExpanded: expanded) { Text("x") })
    try inspector.find(disclosureGroup: "More").expand()
    #expect(toggles == 0)
    try inspector.find(disclosureGroup: "More").collapse()
    #expect(toggles == 1)
  }

  @Test func aLinkOpensThroughTheEnvironmentOnlyWhenSet() throws {
    let url = URL(fileURLWithPath: "/terms")
    let plain = DesignInspector(Link("Terms", destination: url))
    try plain.find(link: "Terms").tap()
    var opened: [URL] = []
    let recording = DesignInspector(
      Link("Terms", destination: url).environment(
        \.openURL,
        OpenURLAction {
          opened.append($0); return .discarded
        }))
    try recording.find(link: "Terms").tap()
    #expect(opened == [url])
  }
}
