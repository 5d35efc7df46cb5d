import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.allowsHitTesting(false)` keeps touches from a view and everything inside it.
@MainActor
@Suite struct HitTestingTests {
  @Test func touchesDoNotReachControlsInsideAndTheErrorSaysWhy() {
    var taps = 0
    let inspector = DesignInspector(
      VStack {
        Button("Guardar") { taps += 1 }
        Toggle("Aviso", isOn: .constant(false))
        TextField("Nombre", text: .constant(""))
        Text("Fila").onTapGesture { taps += 1 }
      }
      .allowsHitTesting(false))
    #expect(throws: InspectionError.self) { try inspector.find(button: "Guardar").tap() }
    #expect(throws: InspectionError.self) { try inspector.find(toggle: "Aviso").tap() }
    #expect(throws: InspectionError.self) {
      try inspector.find(textField: "Nombre").setInput("Ana")
    }
    #expect(throws: InspectionError.self) { try inspector.find(text: "Fila").tap() }
    #expect(taps == 0)
    do {
      try inspector.find(button: "Guardar").tap()
      Issue.record("tapped a button that takes no touches")
    } catch {
      #expect(error.reason == .notHitTestable)
      #expect(error.description.contains("allowsHitTesting(false)"))
    }
  }

  @Test func pagesRefreshesAndBackTakeNoTouchesEither() async throws {
    let inspector = DesignInspector(
      NavigationStack(path: .constant([1])) {
        Text("Raíz").navigationDestination(for: Int.self) { _ in
          VStack {
            TabView {
              Text("Uno")
              Text("Dos")
            }
            .tabViewStyle(.page)
            List { Text("Fila") }.refreshable {}
          }
        }
      }
      .allowsHitTesting(false))
    #expect(throws: InspectionError.self) { try inspector.swipe(toPage: 1) }
    #expect(throws: InspectionError.self) { try inspector.back() }
    await #expect(throws: InspectionError.self) { try await inspector.refresh() }
  }

  @Test func aPresentationTakesTouchesWhatEverItsPresenterDoes() throws {
    var taps = 0
    let inspector = DesignInspector(
      Text("Fondo")
        .sheet(isPresented: .constant(true)) { Button("Aceptar") { taps += 1 } }
        .allowsHitTesting(false))
    try inspector.find(button: "Aceptar").tap()
    #expect(taps == 1)
  }

  @Test func aViewInsideCannotTurnTouchesBackOn() {
    let inspector = DesignInspector(
      VStack { Button("Guardar") {}.allowsHitTesting(true) }.allowsHitTesting(false))
    #expect(throws: InspectionError.self) { try inspector.find(button: "Guardar").tap() }
  }

  @Test func touchesReachViewsBesideAndTabsStayBlocked() throws {
    var taps = 0
    let inspector = DesignInspector(
      VStack {
        Text("Insignia").allowsHitTesting(false)
        Button("Guardar") { taps += 1 }.allowsHitTesting(true)
        TabView {
          Text("Mapa").tabItem { Text("Mapa") }
          Text("Lista").tabItem { Text("Lista") }
        }
        .allowsHitTesting(false)
      })
    try inspector.find(button: "Guardar").tap()
    #expect(taps == 1)
    #expect(throws: InspectionError.self) { try inspector.find(tab: "Lista").tap() }
  }
}
