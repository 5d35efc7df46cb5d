import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A tab view's bottom accessory sits between the selected tab and the bar; a search tab
/// names itself.
@MainActor
@Suite struct TabBarAccessoryTests {
  private func tabs(accessory isEnabled: Bool) -> some View {
    TabView {
      Text("Mapa").tabItem { Text("Mapa") }
    }
    .tabViewBottomAccessory(isEnabled: isEnabled) { Text("Reproduciendo") }
  }

  @Test func anAccessoryIsDrawnAboveTheBarOnlyWhenEnabled() {
    #expect(
      DesignInspector(tabs(accessory: true)).render(width: 20) == """
        ┌──────────────────┐
        │       Mapa       │
        │  Reproduciendo   │
        │ ──────────────── │
        │      ‹Mapa›      │
        └──────────────────┘

        """)
    #expect(!DesignInspector(tabs(accessory: false)).render(width: 20).contains("Reproduciendo"))
    #expect(HTMLRenderer().render(tabs(accessory: true)).contains("Reproduciendo"))
  }

  @Test func anAccessoryNeedsATabView() {
    let elements = Text("Solo").tabViewBottomAccessory { Text("Reproduciendo") }.resolve()
    #expect(elements.count == 1)
    #expect(elements.first?.children.isEmpty == true)
  }

  @Test func onlyViewsInTheAccessoryReadItsPlacement() {
    let placements = Locked<[String]>([])
    let record = { (name: String, placement: TabViewBottomAccessoryPlacement?) in
      placements.withLock { $0.append("\(name) \(placement.map { "\($0)" } ?? "nil")") }
    }
    _ = TabView {
      PlacementReader { record("tab", $0) }.tabItem { Text("Mapa") }
    }
    .tabViewBottomAccessory { PlacementReader { record("accessory", $0) } }
    .resolve()
    #expect(placements.withLock { $0 } == ["tab nil", "accessory expanded"])
  }

  @Test func aSearchTabIsNamedSearchAndATabWithoutARoleIsNot() {
    let mapa = "Mapa"
    let rendering = DesignInspector(
      TabView(selection: .constant(1)) {
        Tab(value: 1, role: .search) { Text("Buscar") }
        Tab(value: 2, role: nil) { Text("Otra") }
        Tab(mapa, systemImage: "map", value: 3, role: nil) { Text("Mapa") }
      }
    ).render(width: 30)
    #expect(rendering.contains("‹Search›    Mapa"))
  }
}

/// Reads `\.tabViewBottomAccessoryPlacement`.
private struct PlacementReader: View {
  let read: (TabViewBottomAccessoryPlacement?) -> Void
  @Environment(\.tabViewBottomAccessoryPlacement) private var placement

  var body: some View {
    read(placement)
    return EmptyView()
  }
}
