import PureMVVMCore
import PureMVVMInspection
import Testing

/// The title forms of the groupings: a string (not a literal) or a label view as title.
@MainActor
@Suite struct TitledGroupingsTests {
  /// The label over the controls, stacked.
  struct Stacked: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        configuration.content
      }
    }
  }

  /// A section and a disclosure group titled by strings, both collapsed at first.
  struct Collapsible: View {
    let title: String
    @State private var showsSection = false
    @State private var showsGroup = false

    var body: some View {
      List {
        Section(title, isExpanded: $showsSection) { Text("Anaga") }
        DisclosureGroup(title + " (más)", isExpanded: $showsGroup) { Text("Teide") }
        Toggle("Sección", isOn: $showsSection)
      }
    }
  }

  @Test func aControlGroupTitledByAStringHandsItsStyleTheTitle() {
    let title = "Acciones"
    let plain = ControlGroup(title) { Button("Guardar") {} }.controlGroupStyle(Stacked())
    let symbol = ControlGroup(title, systemImage: "bolt") { Button("Guardar") {} }
      .controlGroupStyle(Stacked())
    #expect(DesignInspector(plain).texts == ["Acciones"])
    #expect(DesignInspector(symbol).texts == ["Acciones"])
    #expect(DesignInspector(symbol).render().contains("Acciones"))
  }

  @Test func aSectionAndAGroupTitledByStringsShowTheirRowsWhenExpanded() throws {
    let inspector = DesignInspector(Collapsible(title: "Norte"))
    #expect(inspector.texts == ["Norte", "Norte (más)"])
    try inspector.find(toggle: "Sección").tap()
    #expect(inspector.texts == ["Norte", "Anaga", "Norte (más)"])
    try inspector.find(disclosureGroup: "Norte (más)").expand()
    #expect(inspector.texts == ["Norte", "Anaga", "Norte (más)", "Teide"])
  }

  @Test func aGroupBoxLabelledByAViewShowsTheLabelAndContent() {
    let box = GroupBox(label: Text("Cuenta")) { Text("mike@example.com") }
    #expect(DesignInspector(box).texts == ["Cuenta", "mike@example.com"])
  }
}
