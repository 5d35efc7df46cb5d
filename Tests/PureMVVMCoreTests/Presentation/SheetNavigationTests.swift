import PureMVVMCore
import PureMVVMInspection
import Testing

/// A sheet is not part of the navigation stack behind it, as in SwiftUI: a link inside it
/// is inert unless the sheet has a stack of its own.
@MainActor
@Suite struct SheetNavigationTests {
  struct Screen: View {
    let sheetHasItsOwnStack: Bool
    @State private var showsSheet = true

    var body: some View {
      NavigationStack {
        Text("Home")
          .navigationTitle("Rutas")
          .sheet(isPresented: $showsSheet) {
            if sheetHasItsOwnStack {
              NavigationStack { links }
            } else {
              links
            }
          }
      }
    }

    private var links: some View {
      NavigationLink("Detalle") { Text("Pushed detail") }
    }
  }

  @Test func aLinkInASheetDoesNotPushOntoTheStackBehindIt() throws {
    let inspector = DesignInspector(Screen(sheetHasItsOwnStack: false))
    let link = try inspector.find(navigationLink: "Detalle")
    #expect(link.isDisabled)
    #expect(throws: InspectionError.self) { try link.tap() }
    #expect(!inspector.texts.contains("Pushed detail"))
  }

  @Test func aLinkInASheetWithItsOwnStackPushesInsideTheSheet() throws {
    let inspector = DesignInspector(Screen(sheetHasItsOwnStack: true))
    try inspector.find(navigationLink: "Detalle").tap()
    #expect(inspector.presented != nil)
    #expect(inspector.texts.contains("Pushed detail"))
  }
}
