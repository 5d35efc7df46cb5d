import PureMVVM
import Testing

/// A design that loads with `URLSession` compiles with `import PureMVVM` alone.
@MainActor
@Suite struct TrailDownloadsTests {
  @Test func aScreenThatRefreshesWithURLSessionShowsItsEmptyState() {
    let source = URL(string: "https://example.com/trails.json")!
    let inspector = DesignInspector(TrailDownloads(source: source))
    #expect(inspector.texts == ["Downloads", "Pull to refresh"])
  }
}
