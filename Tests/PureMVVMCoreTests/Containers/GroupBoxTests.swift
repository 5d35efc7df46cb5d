import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct GroupBoxTests {
  /// The label beside the content, as a style of one's own might draw it.
  struct Inline: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        configuration.content
      }
    }
  }

  /// Keeps the look of the style around it, with a footnote.
  struct Footnoted: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        GroupBox(configuration)
        Text("footnote")
      }
    }
  }

  private func account(loggedOut: @escaping () -> Void = {}) -> some View {
    GroupBox("Cuenta") {
      Text("mike@example.com")
      Button("Cerrar sesión", action: loggedOut)
    }
  }

  @Test func theInspectorFindsAndTapsWhatIsInside() throws {
    var loggedOut = 0
    let inspector = DesignInspector(account { loggedOut += 1 })
    _ = try inspector.find(text: "Cuenta")
    try inspector.find(button: "Cerrar sesión").tap()
    #expect(loggedOut == 1)
  }

  @Test func aCustomStylesBodyIsWhatRenders() {
    let elements = DesignInspector(account().groupBoxStyle(Inline())).elements
    #expect(elements.first?.kind == .hStack)
    #expect(elements.first?.children.first?.kind == .text("Cuenta"))
  }

  @Test func groupBoxFromAConfigurationTakesTheLookOfTheStyleAroundIt() {
    let elements = DesignInspector(
      account().groupBoxStyle(Footnoted()).groupBoxStyle(Inline())
    ).elements
    #expect(elements.first?.kind == .vStack)
    #expect(elements.first?.children.map(\.kind) == [.hStack, .text("footnote")])
  }

  @Test func aGroupBoxWithoutALabelDrawsOnlyItsContent() {
    let elements = DesignInspector(GroupBox { Text("solo") }).elements
    #expect(elements.first?.children.map(\.kind) == [.text("solo")])
  }
}
