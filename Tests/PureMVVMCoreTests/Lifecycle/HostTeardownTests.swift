import PureMVVMCore
import PureMVVMInspection
import Testing

/// When a host goes away its tasks are cancelled and its `onDisappear`s run, so nothing of
/// one test runs into the next; `settle` never hangs on a task that will not end.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostTeardownTests {
  final class Journal {
    var entries: [String] = []
    var cancelled: CheckedContinuation<Void, Never>?
  }

  struct Ticker: View {
    let journal: Journal

    var body: some View {
      VStack {
        Text("Outer")
          .onDisappear { journal.entries.append("outer gone") }
        Text("Inner")
          .onDisappear { journal.entries.append("inner gone") }
          .task {
            do {
              try await Task.sleep(for: .seconds(3600))
              journal.entries.append("woke")
            } catch {
              journal.entries.append("cancelled")
              journal.cancelled?.resume()
            }
          }
      }
    }
  }

  @Test func releasingTheHostRunsItsOnDisappearsInReverseAndCancelsItsTasks() async {
    let journal = Journal()
    await withCheckedContinuation { continuation in
      journal.cancelled = continuation
      var inspector: DesignInspector? = DesignInspector(Ticker(journal: journal))
      _ = inspector?.elements
      #expect(journal.entries.isEmpty)
      inspector = nil
      #expect(journal.entries == ["inner gone", "outer gone"])
    }
    #expect(journal.entries == ["inner gone", "outer gone", "cancelled"])
  }

  /// A task that waits for a stream a test controls, ignoring cancellation.
  struct Stubborn: View {
    let stream: AsyncStream<Int>

    var body: some View {
      Text("Waiting").task {
        for await _ in stream {}
      }
    }
  }

  @Test func settleGivesUpOnATaskThatNeverEndsAndCountsIt() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let inspector = DesignInspector(Stubborn(stream: stream))
    #expect(await inspector.settle(timeout: .milliseconds(50)) == 1)
    continuation.finish()
    #expect(await inspector.settle() == 0)
  }
}
