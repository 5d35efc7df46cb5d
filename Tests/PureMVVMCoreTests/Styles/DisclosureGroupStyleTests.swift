import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct DisclosureGroupStyleTests {
  /// A button that expands the group, and the content below while expanded.
  struct Chevron: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Button(configuration.isExpanded ? "Ocultar" : "Mostrar") {
          configuration.isExpanded.toggle()
        }
        if configuration.isExpanded { configuration.content }
      }
    }
  }

  /// The look of the style around it, with a caption.
  struct Captioned: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        DisclosureGroup(configuration)
        Text("caption")
      }
    }
  }

  private func group() -> some View {
    DisclosureGroup("Detalles") {
      Text("Desnivel: 600 m")
    }
  }

  @Test func aCustomStyleExpandsTheGroupThroughItsLiveBinding() throws {
    let inspector = DesignInspector(group().disclosureGroupStyle(Chevron()))
    #expect(throws: InspectionError.self) { try inspector.find(text: "Desnivel: 600 m") }
    try inspector.find(button: "Mostrar").tap()
    _ = try inspector.find(text: "Desnivel: 600 m")
    _ = try inspector.find(button: "Ocultar")
  }

  @Test func disclosureGroupFromAConfigurationKeepsTheDefaultLookAndItsState() throws {
    let inspector = DesignInspector(group().disclosureGroupStyle(Captioned()))
    let group = try inspector.find(disclosureGroup: "Detalles")
    #expect(
      group.element.kind
        == .control(
          Control(.disclosureGroup, title: "Detalles", face: .disclosure(isExpanded: false))))
    try group.tap()
    _ = try inspector.find(text: "Desnivel: 600 m")
    _ = try inspector.find(text: "caption")
  }

  @Test func theContentIsNotBuiltWhileCollapsed() {
    var built = 0
    let inspector = DesignInspector(
      DisclosureGroup("Detalles") {
        let _ = built += 1
        Text("Desnivel: 600 m")
      })
    _ = inspector.elements
    #expect(built == 0)
  }
}

@MainActor
@Suite struct NestedStyleTests {
  /// Draws a group as a button with its title and state, and its content below.
  struct Chevron: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Button {
          configuration.isExpanded.toggle()
        } label: {
          HStack {
            Text(configuration.isExpanded ? "▾" : "▸")
            configuration.label
          }
        }
        if configuration.isExpanded { configuration.content }
      }
    }
  }

  /// A toggle drawn as its label and a word.
  struct Worded: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text(configuration.isOn ? "sí" : "no")
      }
    }
  }

  @Test func aGroupInsideAStyledGroupIsStyledToo() throws {
    let inspector = DesignInspector(
      DisclosureGroup("Rutas", isExpanded: .constant(true)) {
        DisclosureGroup("Sierra", isExpanded: .constant(false)) {
          Text("Peñalara")
        }
      }
      .disclosureGroupStyle(Chevron()))
    _ = try inspector.find(button: "▾ Rutas")
    _ = try inspector.find(button: "▸ Sierra")
    #expect(throws: InspectionError.self) { try inspector.find(disclosureGroup: "Sierra") }
  }

  @Test func aToggleInsideAStyledTogglesLabelIsStyledToo() throws {
    let inspector = DesignInspector(
      Toggle(isOn: .constant(true)) {
        Toggle("Interior", isOn: .constant(false))
      }
      .toggleStyle(Worded()))
    _ = try inspector.find(text: "no")
    _ = try inspector.find(text: "sí")
    #expect(throws: InspectionError.self) { try inspector.find(toggle: "Interior") }
  }

  @Test func aConfigurationsControlStillTakesTheStyleAroundIt() throws {
    struct Outlined: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).toggleStyle(.checkbox)
      }
    }
    let inspector = DesignInspector(Toggle("Wifi", isOn: .constant(true)).toggleStyle(Outlined()))
    #expect(try inspector.find(toggle: "Wifi").element.attributes.toggleStyle == .checkbox)
  }
}
