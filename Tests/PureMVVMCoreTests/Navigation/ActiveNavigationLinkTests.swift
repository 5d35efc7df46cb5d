import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The iOS 13 links driven by state: `NavigationLink(destination:isActive:)` and
/// `(destination:tag:selection:)` push while their state says so.
@MainActor
@Suite struct ActiveNavigationLinkTests {
  private struct Routes: View {
    @State var isShowingCares = false
    @State var selection: String?

    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink(destination: Text("Cares detail"), isActive: $isShowingCares) {
            Text("Cares")
          }
          NavigationLink(
            "Picos", destination: Text("Picos detail"), tag: "picos", selection: $selection)
          NavigationLink(
            "Ordesa", destination: Text("Ordesa detail"), tag: "ordesa", selection: $selection)
          Button("Open Ordesa in code") { selection = "ordesa" }
          Text("Selected: \(selection ?? "none")")
        }
        .navigationTitle("Rutas")
      }
    }
  }

  @Test func tappingAnActiveLinkPushesAndGoingBackClearsIt() throws {
    let inspector = DesignInspector(Routes())
    try inspector.find(navigationLink: "Cares").tap()
    #expect(inspector.navigationPath.count == 2)
    #expect(inspector.texts.contains("Cares detail"))
    try inspector.back()
    #expect(inspector.navigationPath.count == 1)
    #expect(!inspector.texts.contains("Cares detail"))
  }

  @Test func aTaggedLinkPushesWhenSelectedByTapOrInCode() throws {
    let inspector = DesignInspector(Routes())
    try inspector.find(navigationLink: "Picos").tap()
    #expect(inspector.texts.contains("Picos detail"))
    try inspector.back()
    #expect(inspector.texts.contains("Selected: none"))
    try inspector.find(button: "Open Ordesa in code").tap()
    #expect(inspector.texts.contains("Ordesa detail"))
    #expect(!inspector.texts.contains("Picos detail"))
  }
}
