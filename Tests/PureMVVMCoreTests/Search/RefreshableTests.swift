import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.refreshable` and `@Environment(\.refresh)`: the inspector pulls to refresh and
/// returns when the refresh does.
@MainActor
@Suite struct RefreshableTests {
  @MainActor
  private final class Feed {
    var items = ["Anaga"]
    var refreshes = 0

    func reload() async {
      await Task.yield()
      refreshes += 1
      items.append("Teide \(refreshes)")
    }
  }

  private struct FeedList: View {
    let feed: Feed
    @Environment(\.refresh) private var refresh

    var body: some View {
      List {
        ForEach(feed.items, id: \.self) { Text($0) }
        Text(refresh == nil ? "sin refresco" : "con refresco")
      }
    }
  }

  @Test func refreshingAwaitsTheActionAndShowsItsResult() async throws {
    let feed = Feed()
    let inspector = DesignInspector(FeedList(feed: feed).refreshable { await feed.reload() })
    #expect(inspector.texts.contains("con refresco"))
    try await inspector.refresh()
    #expect(feed.refreshes == 1)
    #expect(inspector.texts.contains("Teide 1"))
    try await inspector.refresh()
    #expect(inspector.texts.contains("Teide 2"))
  }

  private struct Puller: View {
    let done: @MainActor () -> Void
    @Environment(\.refresh) private var refresh

    var body: some View {
      Button("Recargar") {
        Task { @MainActor in
          await refresh?()
          done()
        }
      }
    }
  }

  @Test func theEnvironmentRefreshRunsTheSameAction() async {
    let feed = Feed()
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      let puller = Puller { finished.resume() }.refreshable { await feed.reload() }
      try? DesignInspector(puller).find(button: "Recargar").tap()
    }
    #expect(feed.refreshes == 1)
  }

  @Test func nothingRefreshableIsRefusedWithAReason() async {
    let inspector = DesignInspector(FeedList(feed: Feed()))
    #expect(inspector.texts.contains("sin refresco"))
    do {
      try await inspector.refresh()
      Issue.record("a refresh without .refreshable was accepted")
    } catch {
      #expect(error.reason == .notRefreshable)
    }
  }

  @Test func theConsoleRefreshes() async {
    let feed = Feed()
    var output = ""
    var input = ["refresh", "quit"][...]
    await DesignConsole(
      FeedList(feed: feed).refreshable { await feed.reload() }, readLine: { input.popFirst() },
      write: { output += $0 + "\n" }
    ).run()
    #expect(feed.refreshes == 1)
    #expect(output.contains("Teide 1"))
  }
}
