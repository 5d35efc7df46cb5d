import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

/// A design written with iOS 18 and iOS 26 names shows and behaves as SwiftUI's does.
@MainActor
@Suite struct TrailRadioTests {
  @Test func theAccessorySitsAboveTheTabBarAndTheSearchTabIsNamed() throws {
    let inspector = DesignInspector(TrailRadio())
    let lines = inspector.render(width: 40).split(separator: "\n")
    let accessory = try #require(lines.firstIndex { $0.contains("[ Escuchar la ruta ]") })
    let map = try #require(lines.firstIndex { $0.contains("Sobre el mapa") })
    let bar = try #require(lines.firstIndex { $0.contains("‹Rutas›  Search") })
    #expect(map < accessory && accessory + 2 == bar)
    let rendering = lines.joined(separator: "\n")
    #expect(rendering.contains("12 abiertas"))
  }

  @Test func theAccessoryPlaysAndPauses() throws {
    let inspector = DesignInspector(TrailRadio())
    try inspector.find(button: "Escuchar la ruta").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Pausa") }
  }

  @Test func anOpenedURLReachesItsHandler() throws {
    let inspector = DesignInspector(TrailRadio())
    try inspector.open(URL(string: "rutas://trail/anaga")!)
    #expect(inspector.texts.contains("Abierta: anaga"))
  }

  @Test func aSubmitScopeKeepsTheFieldFromOuterActions() throws {
    let inspector = DesignInspector(TrailRadio())
    try inspector.find(textField: "Buscar").setInput("Teide")
    try inspector.find(textField: "Buscar").submit()
    #expect(inspector.texts.contains("Búsquedas: 1"))
  }

  @Test func glassIsRecordedWhereItIsUsed() throws {
    let inspector = DesignInspector(TrailRadio())
    let glass = try inspector.find(text: "Sobre el mapa").element.attributes.glass
    #expect(glass == Glass.regular.tint(.green).interactive())
    #expect(try inspector.find(button: "Grabar").element.attributes.glass == .regular)
  }
}
