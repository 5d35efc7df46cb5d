import PureMVVMCore
import PureMVVMInspection
import Testing

/// A Mac's Touch Bar modifiers are accepted: the view is drawn, the bar's content is not.
@MainActor
@Suite struct TouchBarTests {
  @Test func theViewIsDrawnAndTheBarsContentIsNot() {
    let design = VStack {
      Text("Partida")
        .touchBar {
          Button("Nueva") {}
          Text("Puntos").touchBarItemPrincipal()
        }
      Text("Marcador")
        .touchBar(TouchBar(id: "marcador") { Text("Oculto") })
        .touchBarCustomizationLabel(Text("Marcador"))
        .touchBarItemPresence(.optional("marcador"))
    }
    #expect(DesignInspector(design).texts == ["Partida", "Marcador"])
  }
}
