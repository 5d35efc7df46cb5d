import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct MenuStyleTests {
  /// The look of the style around it, with a caption.
  struct Captioned: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Menu(configuration)
        Text("caption")
      }
    }
  }

  /// No menu at all: only a text.
  struct Replaced: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text("no menu")
    }
  }

  @Test func menuFromAConfigurationKeepsTheMenuAndItsItems() throws {
    var archived = 0
    let inspector = DesignInspector(
      Menu("Acciones") {
        Button("Archivar") { archived += 1 }
      }
      .menuStyle(Captioned()))
    _ = try inspector.find(menu: "Acciones")
    _ = try inspector.find(text: "caption")
    try inspector.find(button: "Archivar").tap()
    #expect(archived == 1)
  }

  @Test func aTapOnAMenuRunsItsPrimaryActionEvenThroughAStyle() throws {
    var sent = 0
    var archived = 0
    let inspector = DesignInspector(
      VStack {
        Menu("Enviar") {
          Button("Archivar") { archived += 1 }
        } primaryAction: {
          sent += 1
        }
        Menu("Plain") { Button("Nada") {} }
      }
      .menuStyle(Captioned()))
    try inspector.find(menu: "Enviar").tap()
    #expect((sent, archived) == (1, 0))
    #expect(throws: InspectionError.self) { try inspector.find(menu: "Plain").tap() }
  }

  @Test func theConsoleTapsAMenusPrimaryAction() async {
    var sent: [String] = []
    let design = Menu("Enviar") {
      Button("Borrador") {}
    } primaryAction: {
      sent.append("now")
    }
    var input = ["tap Enviar"][...]
    await DesignConsole(design, readLine: { input.popFirst() }, write: { _ in }).run()
    #expect(sent == ["now"])
  }

  @Test func aCustomStylesBodyIsWhatRenders() {
    let elements = DesignInspector(Menu("Acciones") { Button("Archivar") {} }.menuStyle(Replaced()))
      .elements
    #expect(elements.map(\.kind) == [.text("no menu")])
  }

  @Test func theBuiltInStylesDrawTheMenuElement() {
    for view in [
      AnyView(Menu("Acciones") { Button("Archivar") {} }.menuStyle(.button)),
      AnyView(Menu("Acciones") { Button("Archivar") {} }.menuStyle(.borderlessButton)),
      AnyView(Menu("Acciones") { Button("Archivar") {} }.menuStyle(.automatic)),
    ] {
      #expect(
        DesignInspector(view).elements.first?.kind
          == .control(Control(.menu, title: "Acciones", face: .pullDown)))
    }
  }
}
