import PureMVVMCore
import PureMVVMInspection
import Testing

/// Modifiers on a `Tab` keep it a tab of the selection's type, as SwiftUI's tab content
/// modifiers do: `.calculator` finds its type through them.
@MainActor
@Suite struct TabContentModifiersTests {
  enum Screen: Hashable {
    case calculator, history, settings
  }

  struct Calculator: View {
    @State private var selection = Screen.calculator
    let log: (String) -> Void

    var body: some View {
      TabView(selection: $selection) {
        Tab("Calculadora", systemImage: "plusminus", value: .calculator) { Text("0") }
          .accessibilityIdentifier("calculadora")
          .customizationBehavior(.disabled, for: .sidebar, .tabBar)
        Tab("Historial", systemImage: "clock", value: .history) { Text("Sin cuentas") }
          .contextMenu { Button("Vaciar") { log("vaciar") } }
          .accessibilityHint("Las cuentas de hoy")
        Tab(value: .settings, role: nil) {
          Text("Ajustes")
        } label: {
          Label("Ajustes", systemImage: "gear")
        }
        .defaultVisibility(.hidden, for: .tabBar)
      }
      .tabViewSidebarHeader { Text("Cuentas") }
      .defaultAdaptableTabBarPlacement(.sidebar)
    }
  }

  @Test func modifiedTabsStayTabsOfTheSelectionsType() throws {
    let inspector = DesignInspector(Calculator { _ in })
    #expect(inspector.texts == ["0"])
    try inspector.find(tab: "Historial").tap()
    #expect(inspector.texts == ["Sin cuentas"])
  }

  @Test func aTabHiddenByDefaultInTheTabBarIsLeftOut() {
    let inspector = DesignInspector(Calculator { _ in })
    #expect(inspector.elements.first?.kind.tabTitles == ["Calculadora", "Historial"])
  }
}
