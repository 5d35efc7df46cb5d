import PureMVVM
import PureMVVMTesting
import RouteListFeature
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteListPreviewsTests {
  /// The previews `#Preview` declares in the feature.
  private var previews: [Preview] { PreviewCatalog.declared(inModule: "RouteListFeature") }

  @Test func everyPreviewMatchesItsSnapshotsInTextAndReadAloud() async {
    await assertPreviewSnapshots(inModule: "RouteListFeature")
  }

  @Test func everyPreviewPassesTheAccessibilityAudit() async {
    await assertAccessible(previews, includingWarnings: true)
  }

  @Test func everyVariantMatchesItsSnapshot() async {
    await assertSnapshots(of: previews, variants: SnapshotVariant.standard)
  }

  @Test func noTextIsCutAtThirtyTwoColumnsPseudoLocalized() async {
    await assertNoTruncation(
      of: previews, variants: [.width(32), .pseudoLocalized(width: 32)])
  }

  private func preview(_ name: String) throws -> Preview {
    try PreviewCatalog(previews: previews).preview(named: name)
  }

  @Test func samplePreviewsShareOneStoreBuiltOnce() async throws {
    let session = PreviewSession()
    var stores: [InMemoryRouteStore] = []
    let probe = { (name: String) in
      Preview(name, traits: .routeSamples) { context in
        let _ = stores.append(try context[RouteSamples.self])
        Text(name)
      }
    }
    _ = try await session.render(try preview("Todas las rutas"))
    _ = try await session.render(probe("probe 1"))
    try await stores[0].insert(HikingRoute(name: "Arroyo", distance: 2))
    _ = try await session.render(probe("probe 2"))
    #expect(stores.count == 2)
    #expect(stores[0] === stores[1])
    let short = try await session.inspector(for: try preview("Rutas cortas"))
    #expect(short.texts.contains("Arroyo"))
  }

  @Test func emptyPreviewIsIsolatedFromTheSamples() async throws {
    let session = PreviewSession()
    _ = try await session.render(try preview("Todas las rutas"))
    let empty = try await session.inspector(for: try preview("Sin rutas"))
    #expect(empty.texts == ["Rutas", "Todavía no hay rutas.", "Nueva ruta"])
  }

  @Test func eachSamplePreviewHasItsOwnFilter() async throws {
    let session = PreviewSession()
    let all = try await session.inspector(for: try preview("Todas las rutas"))
    let short = try await session.inspector(for: try preview("Rutas cortas"))
    #expect(try all.find(toggle: "Menos de 10 km").isOn == false)
    #expect(try short.find(toggle: "Menos de 10 km").isOn == true)
    try all.find(toggle: "Menos de 10 km").tap()
    #expect(try short.find(toggle: "Menos de 10 km").isOn == true)
    try short.find(toggle: "Menos de 10 km").tap()
    #expect(try all.find(toggle: "Menos de 10 km").isOn == true)
    #expect(short.texts.contains("Cresta del Águila"))
    #expect(!all.texts.contains("Cresta del Águila"))
  }
}
