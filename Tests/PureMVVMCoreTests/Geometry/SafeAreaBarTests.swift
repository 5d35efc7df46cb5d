import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.safeAreaBar` lays out as `.safeAreaInset` does, on every edge.
@MainActor
@Suite struct SafeAreaBarTests {
  private func heightLabel() -> some View {
    GeometryReader { proxy in Text("\(Int(proxy.size.height))×\(Int(proxy.size.width))") }
  }

  @Test func aBarInsetsTheViewAsAnInsetWould() {
    let bottomBar = heightLabel().safeAreaBar(edge: .bottom) { Text("Filtros") }
    let bottomInset = heightLabel().safeAreaInset(edge: .bottom) { Text("Filtros") }
    let sideBar = heightLabel().safeAreaBar(edge: .leading, spacing: 8) { Text("Mapa") }
    let sideInset = heightLabel().safeAreaInset(edge: .leading, spacing: 8) { Text("Mapa") }
    #expect(DesignInspector(bottomBar).render() == DesignInspector(bottomInset).render())
    #expect(DesignInspector(sideBar).render() == DesignInspector(sideInset).render())
    #expect(DesignInspector(bottomBar).texts != DesignInspector(heightLabel()).texts)
  }
}
