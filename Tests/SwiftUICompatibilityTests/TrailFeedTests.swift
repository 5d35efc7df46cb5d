import PureMVVM
import PureMVVMTesting
import Testing

/// A design that scrolls with SwiftUI's iOS 17 and 18 scroll APIs follows the host's
/// scrolls and its own.
@MainActor
@Suite struct TrailFeedTests {
  private func feed() -> DesignInspector {
    let inspector = DesignInspector(TrailFeed())
    inspector.visibleRowCount = 3
    return inspector
  }

  @Test func theFirstRowsAreOnScreenAtFirst() {
    let texts = feed().texts
    #expect(texts.contains("En pantalla: 0 1 2"))
    #expect(texts.contains("Posición: -"))
    #expect(texts.contains("Desplazamientos: 0"))
    #expect(texts.contains("Última vista: 2"))
    #expect(!texts.contains("↑ Volver arriba"))
  }

  @Test func aPositionSetByTheDesignScrollsToItsRowAndEdges() throws {
    let inspector = feed()
    try inspector.find(button: "Etapa 40").tap()
    #expect(inspector.texts.contains("En pantalla: 40 41 42"))
    #expect(inspector.texts.contains("Posición: 40"))
    #expect(inspector.texts.contains("↑ Volver arriba"))
    try inspector.find(button: "Final").tap()
    #expect(inspector.texts.contains("En pantalla: 97 98 99"))
    #expect(inspector.texts.contains("Posición: -"))
    try inspector.find(button: "Arriba").tap()
    #expect(inspector.texts.contains("En pantalla: 0 1 2"))
    #expect(!inspector.texts.contains("↑ Volver arriba"))
    #expect(inspector.texts.contains("Desplazamientos: 3"))
  }

  @Test func aScrollByTheHostMovesThePositionToTheFirstRowShown() {
    let inspector = feed()
    #expect(inspector.texts.contains("Posición: -"))
    inspector.scroll(toRow: 10)
    #expect(inspector.texts.contains("Posición: 10"))
    #expect(inspector.texts.contains("En pantalla: 10 11 12"))
    #expect(inspector.texts.contains("Última vista: 12"))
    #expect(inspector.texts.contains("↑ Volver arriba"))
    #expect(inspector.texts.contains("Desplazamientos: 1"))
  }

  @Test func rowsInSightAreDrawnAsTheIdentityPhaseOfTheirTransition() throws {
    let row = try feed().find(text: "Etapa 1").element
    #expect(row.attributes.opacity == 1)
    #expect(row.attributes.effects == [.scale(x: 1, y: 1, anchor: .center)])
  }
}
