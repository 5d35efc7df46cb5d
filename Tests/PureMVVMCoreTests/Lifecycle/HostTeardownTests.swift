import PureMVVMCore
import PureMVVMInspection
import Testing

/// When a host goes away its tasks are cancelled and its `onDisappear`s run, so nothing of
/// one test runs into the next; `settle` never hangs on a task that will not end.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostTeardownTests {
  final class Journal {
    var entries: [String] = []
    var taskEnded: CheckedContinuation<Void, Never>?
  }

  /// A view whose task waits on a stream until it is cancelled (or the stream ends).
  struct Ticker: View {
    let journal: Journal
    let stream: AsyncStream<Int>

    var body: some View {
      VStack {
        Text("Outer")
          .onDisappear { journal.entries.append("outer gone") }
        Text("Inner")
          .onDisappear { journal.entries.append("inner gone") }
          .task {
            for await _ in stream {}
            journal.entries.append(Task.isCancelled ? "cancelled" : "ended")
            journal.taskEnded?.resume()
          }
      }
    }
  }

  @Test func releasingTheHostRunsItsOnDisappearsInReverseAndCancelsItsTasks() async {
    let journal = Journal()
    let (stream, ticks) = AsyncStream.makeStream(of: Int.self)
    await withCheckedContinuation { continuation in
      journal.taskEnded = continuation
      var inspector: DesignInspector? = DesignInspector(Ticker(journal: journal, stream: stream))
      _ = inspector?.elements
      #expect(journal.entries.isEmpty)
      inspector = nil
      #expect(journal.entries == ["inner gone", "outer gone"])
      // Were the task not cancelled, ending the stream ends it: the test fails, not hangs.
      if journal.entries.isEmpty { ticks.finish() }
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
