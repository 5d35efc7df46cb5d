import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `ShareLink` in SwiftUI's forms: items, previews, titles and labels.
@MainActor
@Suite struct ShareLinkTests {
  static let route = URL(filePath: "/rutas/anaga")

  @Test func aLinkWithoutATitleIsTitledShareWithTheShareSymbol() throws {
    let inspector = DesignInspector(ShareLink(item: Self.route))
    #expect(try inspector.find(link: "Share").url == Self.route)
    #expect(inspector.render(width: 20).contains("│    ⇪ Share ↗     │"))
  }

  @Test func everyTitleAndLabelFormNamesItsItems() throws {
    let photo = Image(systemName: "photo")
    let inspector = DesignInspector(
      VStack {
        ShareLink("Enviar ruta", item: Self.route, subject: Text("Anaga"), message: Text("¡Vamos!"))
        ShareLink(Text("Enviar nota"), item: "Llevar agua")
        ShareLink(items: ["Teide", "Masca"]) { Text("Enviar dos") }
        ShareLink(item: photo, preview: SharePreview("Foto", image: photo)) { Text("Enviar foto") }
        ShareLink("Varias", items: [Self.route], preview: { _ in SharePreview("Ruta") })
      })
    #expect(try inspector.find(link: "Enviar ruta").url == Self.route)
    #expect(try inspector.find(link: "Varias").url == Self.route)
    let drawn = inspector.render(width: 40)
    #expect(drawn.contains("│           ⇪ Enviar nota ↗            │"))
    #expect(drawn.contains("│            Enviar dos ↗              │"))
    try inspector.find(link: "Enviar foto").tap()
  }
}
