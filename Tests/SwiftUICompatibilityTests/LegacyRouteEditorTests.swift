import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct LegacyRouteEditorTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: LegacyRouteEditor_Previews.self, width: 44)
  }

  @Test func theIOS13SpellingsWorkAsTheirCurrentForms() throws {
    let inspector = DesignInspector(LegacyRouteEditor())
    #expect(inspector.navigationPath == ["Editar ruta"])
    try inspector.find(textField: "Nombre").setInput("Picos")
    try inspector.find(textField: "Nombre").submit()
    #expect(inspector.texts.contains("saved Picos"))
    try inspector.find(slider: "Dificultad").setValue(4.4)
    #expect(try inspector.find(slider: "Dificultad").value == "4.0")
    try inspector.find(button: "Borrar").tap()
    #expect(inspector.render(width: 44).contains("¿Borrar Picos?"))
    try inspector.find(button: "Cancelar").tap()
    try inspector.find(button: "Compartir").tap()
    try inspector.find(button: "Copiar enlace").tap()
    #expect(inspector.texts.contains("copied"))
    try inspector.find(navigationLink: "Mapa").tap()
    #expect(inspector.navigationPath == ["Editar ruta", "Mapa"])
    try inspector.find(button: "Cerrar").tap()
    #expect(inspector.navigationPath == ["Editar ruta"])
  }

  @Test func theConsoleDrivesTheAlert() async {
    var output = ""
    var input = ["tap Borrar", "tap Borrar", "quit"][...]
    await DesignConsole(
      LegacyRouteEditor(), readLine: { input.popFirst() }, write: { output += $0 + "\n" }
    ).run()
    #expect(output.contains("¿Borrar Cares?"))
    #expect(output.contains("deleted"))
  }
}
