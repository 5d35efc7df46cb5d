import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct TrailJournalTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: TrailJournal_Previews.self, width: 44)
  }

  /// The journal as the first preview shows it, with an image loader.
  static func journal(loading load: @escaping @MainActor @Sendable (URL) async throws -> Image)
    -> DesignInspector
  {
    let inspector = DesignInspector(
      TrailJournal().environment(\.asyncImageLoader, AsyncImageLoader(load)))
    inspector.environment.horizontalSizeClass = .regular
    inspector.environment.locale = Locale(identifier: "es_ES")
    inspector.environment.timeZone = .gmt
    return inspector
  }

  @Test func thePhotoShowsOnceLoadedAndALabelWhenItFails() async {
    let loaded = Self.journal { _ in Image(systemName: "mountain.2") }
    #expect(loaded.render(width: 44).contains("⋯ Loading…"))
    await loaded.settle()
    #expect(!loaded.render(width: 44).contains("Loading…"))
    #expect(loaded.render(width: 44).contains("        ▲                                 "))
    struct Offline: Error {}
    let failed = Self.journal { _ in throw Offline() }
    await failed.settle()
    #expect(failed.texts.first == "Sin foto")
  }

  @Test func theSummaryTimesAndTableReadInSpanish() {
    let inspector = Self.journal { _ in throw CancellationError() }
    #expect(
      inspector.texts == [
        "Esta semana: 32,5 km", "28 may 2026, 20:26\u{2009}–\u{2009}21:56", "Descanso", "7:45",
        "Ruta", "Km", "Anaga", "12,50", "Teide", "10,00", "Masca", "9,99",
      ])
  }

  @Test func tappingATitleSortsTheOutings() throws {
    let inspector = Self.journal { _ in throw CancellationError() }
    try inspector.find(text: "Ruta").tap()
    #expect(Self.trails(in: inspector) == ["Anaga", "Masca", "Teide"])
    try inspector.find(text: "Ruta").tap()
    #expect(Self.trails(in: inspector) == ["Teide", "Masca", "Anaga"])
    try inspector.find(text: "Km").tap()
    #expect(Self.trails(in: inspector) == ["Masca", "Teide", "Anaga"])
  }

  /// The trails' names in the journal's table, in the order shown.
  private static func trails(in inspector: DesignInspector) -> [String] {
    let names: Set<String> = ["Anaga", "Teide", "Masca"]
    return inspector.texts.filter { names.contains($0) }
  }

  @Test func theShareLinkSharesTheOutingText() throws {
    let inspector = Self.journal { _ in throw CancellationError() }
    let share = try inspector.find(link: "Share")
    #expect(share.url?.absoluteString.removingPercentEncoding == "Masca, 9,99 km")
    try share.tap()
  }
}
