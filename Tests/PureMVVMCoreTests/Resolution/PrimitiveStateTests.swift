import PureMVVMCore
import PureMVVMInspection
import Testing

/// Containers that keep state of their own (a disclosure group's expansion, a stack's
/// pushed screens, a tab view's selection) must not share a slot with the `@State` of the
/// view whose body they are.
@MainActor
@Suite struct PrimitiveStateTests {
  private struct Details: View {
    @State private var note = "Bring water"
    var body: some View {
      DisclosureGroup("More") { Text(note) }
    }
  }

  private struct Tabs: View {
    @State private var visits = 7
    var body: some View {
      TabView {
        Text("Visits \(visits)").tabItem { Text("Uno") }
        Text("Two").tabItem { Text("Dos") }
      }
    }
  }

  private struct Stack: View {
    @State private var title = "Rutas"
    var body: some View {
      NavigationStack {
        NavigationLink("Roble") { Text("Pushed") }.navigationTitle(title)
      }
    }
  }

  @Test func aDisclosureGroupInABodyKeepsTheViewsStateApart() throws {
    let inspector = DesignInspector(Details())
    try inspector.find(disclosureGroup: "More").tap()
    #expect(inspector.texts == ["More", "Bring water"])
  }

  @Test func aTabViewInABodyKeepsTheViewsStateApart() throws {
    let inspector = DesignInspector(Tabs())
    #expect(inspector.texts == ["Visits 7"])
    try inspector.find(tab: "Dos").tap()
    try inspector.find(tab: "Uno").tap()
    #expect(inspector.texts == ["Visits 7"])
  }

  @Test func aNavigationStackInABodyKeepsTheViewsStateApart() throws {
    let inspector = DesignInspector(Stack())
    try inspector.find(navigationLink: "Roble").tap()
    #expect(inspector.navigationPath == ["Rutas", ""])
    try inspector.back()
    #expect(inspector.texts == ["Rutas"])
  }
}
