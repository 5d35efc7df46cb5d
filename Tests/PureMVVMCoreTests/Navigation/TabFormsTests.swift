import PureMVVMCore
import PureMVVMInspection
import Testing

/// Every `Tab` initialiser SwiftUI has names its tab as SwiftUI does.
@MainActor
@Suite struct TabFormsTests {
  @Test func imageAndStringFormsAreTitledByTheirTitles() {
    let title = "Lista"
    let tagged = DesignInspector(
      TabView(selection: .constant(2)) {
        Tab("Mapa", image: "mapa", value: 1) { Text("M") }
        Tab(title, image: "lista", value: 2) { Text("L") }
        Tab("Rutas", image: "rutas", value: 3, role: nil) { Text("R") }
        Tab(value: 4) { Text("Sin título") }
      })
    #expect(tagged.render(width: 40).contains("Mapa  ‹Lista›  Rutas"))
    #expect(tagged.texts.contains("L"))
    let untagged = DesignInspector(
      TabView {
        Tab("Mapa", image: "mapa") { Text("M") }
        Tab(title, image: "lista") { Text("L") }
        Tab(title + "s", systemImage: "list.bullet") { Text("Ls") }
        Tab {
          Text("Propio")
        } label: {
          Text("Propia")
        }
        Tab { Text("Vacía") }
      })
    #expect(untagged.render(width: 50).contains("‹Mapa›  Lista  Listas  Propia"))
  }
}
