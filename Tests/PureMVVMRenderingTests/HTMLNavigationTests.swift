import PureMVVMCore
import PureMVVMRendering
import Testing

/// How navigation stacks, bars, tabs and presentations appear in the HTML gallery.
@MainActor
@Suite struct HTMLNavigationTests {
  private func body(_ design: some View) -> String {
    HTMLRenderer.phoneBody(of: design)
  }

  @Test func aStackDrawsItsBarsTitleAndLinks() {
    let html = body(
      NavigationStack {
        NavigationLink("Roble", value: 1)
          .navigationTitle("Rutas")
          .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Editar") {} } }
      })
    #expect(html.contains("<div class=\"nav-stack\""))
    #expect(html.contains("<span class=\"bar-side trailing\"><button"))
    #expect(html.contains(">Editar<"))
    #expect(html.contains("Rutas"))
    #expect(
      html.contains(
        "<div class=\"nav-link\"><span class=\"nav-label\">Roble</span>"
          + "<span class=\"chevron\">›</span></div>"))
  }

  @Test func aPushedScreenHasABackButtonNamingTheScreenBelow() {
    let design = NavigationStack(path: .constant([2])) {
      Text("Root").navigationTitle("Rutas")
        .navigationDestination(for: Int.self) { Text("Stage \($0)") }
    }
    let html = body(design)
    #expect(html.contains("<span class=\"back\">‹ Rutas</span>"))
    #expect(html.contains("Stage 2"))
    #expect(!html.contains(">Root<"))
  }

  @Test func aTabBarMarksTheSelectedTab() {
    let html = body(
      TabView(selection: .constant(1)) {
        Text("Routes").tabItem { Text("Rutas") }.tag(0)
        Text("Map").tabItem { Text("Mapa") }.tag(1)
      })
    #expect(
      html.contains(
        "<nav class=\"tab-bar\"><span class=\"tab\">Rutas</span>"
          + "<span class=\"tab selected\">Mapa</span></nav>"))
    #expect(!html.contains(">Routes<"))
  }

  @Test func aHiddenTabBarOrBottomBarIsNotDrawn() {
    let html = body(
      TabView {
        NavigationStack {
          Text("Map")
            .toolbar { ToolbarItem(placement: .bottomBar) { Text("3 rutas") } }
            .toolbar(.hidden, for: .tabBar, .bottomBar)
        }
        .tabItem { Text("Mapa") }
      })
    #expect(html.contains(">Map<"))
    #expect(!html.contains("tab-bar"))
    #expect(!html.contains("3 rutas"))
    #expect(html.contains("</div>\n</div></div>"))
  }

  @Test func aSheetIsDrawnOverTheDimmedScreen() throws {
    let html = body(Text("Behind").sheet(isPresented: .constant(true)) { Text("Front") })
    let behind = try #require(html.range(of: ">Behind<"))
    let sheet = try #require(html.range(of: "<div class=\"dim\"></div>\n<div class=\"sheet\">"))
    let front = try #require(html.range(of: ">Front<"))
    #expect(behind.lowerBound < sheet.lowerBound && sheet.lowerBound < front.lowerBound)
  }

  @Test func anAlertIsADialogBoxWithTitleMessageAndActions() {
    let html = body(
      Text("Behind").alert("No se pudo", isPresented: .constant(true)) {
        Button("Reintentar") {}
      } message: {
        Text("La red falló.")
      })
    #expect(html.contains("<div class=\"alert\" role=\"alertdialog\">"))
    #expect(html.contains("<p class=\"alert-title\">No se pudo</p>"))
    #expect(html.contains("La red falló."))
    #expect(html.contains(">Reintentar<"))
  }

  @Test func aDialogPutsCancelInAGroupOfItsOwn() throws {
    let html = body(
      Text("Behind").confirmationDialog(
        "¿Borrar?", isPresented: .constant(true), titleVisibility: .visible
      ) {
        Button("Borrar", role: .destructive) {}
      })
    #expect(html.contains("<p class=\"dialog-title\">¿Borrar?</p>"))
    let borrar = try #require(html.range(of: ">Borrar<"))
    let secondGroup = try #require(html.range(of: "</div><div class=\"group\">"))
    let cancel = try #require(html.range(of: ">Cancel<"))
    #expect(borrar.lowerBound < secondGroup.lowerBound)
    #expect(secondGroup.lowerBound < cancel.lowerBound)
  }
}
