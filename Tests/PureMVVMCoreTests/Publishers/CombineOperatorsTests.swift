import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Combine's subjects, `sink` and common operators, as view models use them.
@MainActor
@Suite struct CombineOperatorsTests {
  /// A search view model as written for Combine: not isolated to the main actor, with
  /// its subscriptions made in `init`.
  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var searches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
      $query
        .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        .removeDuplicates()
        .dropFirst()
        .filter { !$0.isEmpty }
        .receive(on: DispatchQueue.main)
        .sink { [weak self] term in self?.searches.append(term) }
        .store(in: &cancellables)
    }
  }

  @Test func aViewModelChainsOperatorsFromItsPublishedQuery() {
    let model = SearchModel()
    for typed in ["Peña", "peña ", "  ", "Roble"] { model.query = typed }
    #expect(model.searches == ["peña", "roble"])
  }

  @Test func aPassthroughSubjectReachesItsSubscribersUntilCancelledOrFinished() {
    let saved = PassthroughSubject<String, Never>()
    var first: [String] = []
    var second: [String] = []
    saved.send("before anyone listens")
    let one = saved.sink { first.append($0) }
    let two = saved.map { $0.uppercased() }.eraseToAnyPublisher().sink { second.append($0) }
    saved.send("Roble")
    one.cancel()
    saved.send("Haya")
    saved.send(completion: .finished)
    saved.send("after the end")
    #expect(first == ["Roble"])
    #expect(second == ["ROBLE", "HAYA"])
    _ = two
  }

  @Test func aCurrentValueSubjectSendsItsValueFirstAndItsSetterSends() {
    let count = CurrentValueSubject<Int, Never>(3)
    var seen: [Int] = []
    let subscription = count.sink { seen.append($0) }
    count.value = 4
    count.send(5)
    #expect(seen == [3, 4, 5])
    #expect(count.value == 5)
    subscription.cancel()
  }

  @Test func justCompactMapAndAssignWriteAnObjectsProperty() {
    final class Label {
      var text = ""
    }
    let label = Label()
    let subscription = Just("12 km").compactMap { Int($0.prefix(2)) }.map { "\($0)" }
      .assign(to: \.text, on: label)
    #expect(label.text == "12")
    _ = subscription
    var voids = 0
    let tick = PassthroughSubject<Void, Never>()
    let counting = tick.sink { voids += 1 }
    tick.send()
    #expect(voids == 1)
    _ = counting
  }

  @Test(.timeLimit(.minutes(1))) func aValueSentOffTheMainQueueArrivesOnItInOrder() async {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let subscription = subject.sink { received.append($0) }
    var finished: AnyCancellable?
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      finished = subject.filter { $0 == 3 }.sink { _ in done.resume() }
      Thread.detachNewThread {
        for value in 1...3 { subject.send(value) }
      }
    }
    #expect(received == [1, 2, 3])
    _ = (subscription, finished)
  }

  @Test(.timeLimit(.minutes(1))) func aSinkMadeOffTheMainQueueSubscribesThere() async {
    let subject = PassthroughSubject<String, Never>()
    let box = Box()
    let subscription = await Task.detached { subject.sink { box.values.append($0) } }.value
    // The subscription was queued on the main queue before this block, which runs after it.
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { drained.resume() }
    }
    subject.send("Roble")
    #expect(box.values == ["Roble"])
    subscription.cancel()
    subject.send("Haya")
    #expect(box.values == ["Roble"])
  }

  /// Where a detached sink writes, read on the main actor after.
  final class Box: @unchecked Sendable {
    // Safe: written only by the sink, on the main queue, and read by the test there.
    var values: [String] = []
  }

  /// A view listening to a subject through an operator.
  struct SavedBanner: View {
    let saved: PassthroughSubject<String, Never>
    @State private var message = "Nothing saved"

    var body: some View {
      Text(message).onReceive(saved.map { "Saved \($0)" }) { message = $0 }
    }
  }

  @Test func onReceiveListensThroughAnOperator() {
    let saved = PassthroughSubject<String, Never>()
    let inspector = DesignInspector(SavedBanner(saved: saved))
    #expect(inspector.texts == ["Nothing saved"])
    saved.send("Peñalara")
    #expect(inspector.texts == ["Saved Peñalara"])
  }

  final class SearchField: ObservableObject {
    @Published var query = ""
  }

  /// Searches once the user stops typing, as real search screens debounce their query.
  struct DebouncedSearch: View {
    @ObservedObject var field: SearchField
    @State private var searches: [String] = []

    var body: some View {
      Text("Searched: \(searches.joined(separator: ", "))")
        .onReceive(
          field.$query.dropFirst().debounce(for: .milliseconds(300), scheduler: RunLoop.main)
        ) {
          searches.append($0)
        }
    }
  }

  @Test func aDebouncedQuerySearchesOnceTheHostClockPassesTheDueTime() {
    let field = SearchField()
    let inspector = DesignInspector(DebouncedSearch(field: field))
    _ = inspector.texts
    field.query = "P"
    inspector.clock.advance(by: 0.1)
    field.query = "Pe"
    inspector.clock.advance(by: 0.29)
    #expect(inspector.texts == ["Searched: "])
    inspector.clock.advance(by: 0.02)
    #expect(inspector.texts == ["Searched: Pe"])
    field.query = "Peña"
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["Searched: Pe, Peña"])
  }

  @Test(.timeLimit(.minutes(1))) func aDebouncedSinkSendsOnlyTheLastOfABurstOnTheWallClock() async {
    let typed = PassthroughSubject<String, Never>()
    var sent: [String] = []
    var subscription: AnyCancellable?
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      subscription = typed.debounce(for: 0.01, scheduler: DispatchQueue.main).sink {
        sent.append($0)
        done.resume()
      }
      for query in ["R", "Ro", "Rob"] { typed.send(query) }
    }
    #expect(sent == ["Rob"])
    #expect(SchedulerInterval.milliseconds(300) == 0.3 && SchedulerInterval(-1).timeInterval == 0)
    _ = subscription
  }
}
