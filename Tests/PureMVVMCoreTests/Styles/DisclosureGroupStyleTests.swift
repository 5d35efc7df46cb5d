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
    #expect(group.element.kind == .disclosureGroup(title: "Detalles", isExpanded: false))
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
