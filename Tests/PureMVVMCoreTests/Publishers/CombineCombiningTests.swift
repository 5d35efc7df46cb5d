import Foundation
import PureMVVMCore
import Testing

/// Combine's operators that combine publishers, as sign-up and search view models use them.
@MainActor
@Suite struct CombineCombiningTests {
  /// A sign-up view model validating its fields the Combine way.
  final class SignUpModel: ObservableObject {
    @Published var name = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published var acceptsTerms = false
    @Published private(set) var canSubmit = false
    @Published private(set) var hint = ""

    init() {
      Publishers.CombineLatest4($name, $password, $confirmation, $acceptsTerms)
        .map { name, password, confirmation, accepts in
          !name.trimmingCharacters(in: .whitespaces).isEmpty && password.count >= 8
            && password == confirmation && accepts
        }
        .assign(to: &$canSubmit)
      $password.combineLatest($confirmation) { $0 == $1 ? "" : "Passwords differ" }
        .assign(to: &$hint)
    }
  }

  @Test func aSignUpFormEnablesSubmitOnlyWhenEveryFieldIsValid() {
    let model = SignUpModel()
    var changes = 0
    let watching = model.objectWillChange.sink { changes += 1 }
    #expect(!model.canSubmit)
    model.name = "Ana"
    model.password = "peñalara"
    #expect(model.hint == "Passwords differ")
    model.confirmation = "peñalara"
    #expect(model.hint == "")
    #expect(!model.canSubmit)
    model.acceptsTerms = true
    #expect(model.canSubmit)
    model.name = "   "
    #expect(!model.canSubmit)
    // Each assigned value announces a change too, as setting the property does.
    #expect(changes > 5)
    _ = watching
  }

  @Test func assignToAPublishedPropertyAnnouncesTheChangeBeforeIt() {
    let model = SignUpModel()
    var seen: [Bool] = []
    let watching = model.objectWillChange.sink { seen.append(model.canSubmit) }
    model.name = "Ana"
    model.password = "12345678"
    model.confirmation = "12345678"
    seen = []
    model.acceptsTerms = true
    // The setter announces, then the assigned property announces before it changes.
    #expect(seen == [false, false])
    #expect(model.canSubmit)
    _ = watching
  }

  @Test func combineLatestWaitsForBothThenSendsOnEitherAndEndsLikeCombine() {
    let a = PassthroughSubject<Int, URLError>()
    let b = PassthroughSubject<String, URLError>()
    var events: [String] = []
    let subscription = a.combineLatest(b).sink {
      events.append("\($0)")
    } receiveValue: {
      events.append("\($0)\($1)")
    }
    a.send(1)
    b.send("x")
    a.send(2)
    b.send("y")
    a.send(completion: .finished)
    b.send("z")
    #expect(events == ["1x", "2x", "2y", "2z"])
    b.send(completion: .failure(URLError(.timedOut)))
    a.send(3)
    #expect(events.count == 5 && events[4].hasPrefix("failure"))
    _ = subscription
  }

  @Test func combineLatestOfThreeAndFourSendTuples() {
    let one = CurrentValueSubject<Int, Never>(1)
    let two = CurrentValueSubject<Int, Never>(2)
    var sums: [Int] = []
    let subscription = one.combineLatest(two, Just(3)) { $0 + $1 + $2 }.sink { sums.append($0) }
    two.send(20)
    #expect(sums == [6, 24])
    var quads: [String] = []
    _ = Publishers.CombineLatest4(Just("a"), Just("b"), Just("c"), Just("d"))
      .sink { quads.append($0 + $1 + $2 + $3) }
    #expect(quads == ["abcd"])
    _ = subscription
  }

  @Test func mergeSendsBothAsTheyComeAndFinishesWhenBothDo() {
    let local = PassthroughSubject<String, Never>()
    let remote = PassthroughSubject<String, Never>()
    var events: [String] = []
    let subscription = local.merge(with: remote).sink {
      events.append("\($0)")
    } receiveValue: {
      events.append($0)
    }
    local.send("Haya")
    remote.send("Roble")
    local.send(completion: .finished)
    remote.send("Pino")
    remote.send(completion: .finished)
    #expect(events == ["Haya", "Roble", "Pino", "finished"])
    var many: [Int] = []
    _ = Publishers.MergeMany([1, 2].map(Just.init)).sink { many.append($0) }
    _ = Publishers.Merge3(Just(1), Just(2), Just(3)).sink { many.append($0) }
    #expect(many == [1, 2, 1, 2, 3])
    _ = subscription
  }

  @Test func zipPairsValuesInOrderAndFinishesWhenNoPairCanCome() {
    let names = PassthroughSubject<String, Never>()
    let lengths = PassthroughSubject<Double, Never>()
    var events: [String] = []
    let subscription = names.zip(lengths).sink {
      events.append("\($0)")
    } receiveValue: {
      events.append("\($0) \($1)")
    }
    names.send("Peñalara")
    names.send("Haya")
    lengths.send(9.99)
    names.send(completion: .finished)
    lengths.send(10)
    lengths.send(11)
    #expect(events == ["Peñalara 9.99", "Haya 10.0", "finished"])
    var triples: [String] = []
    _ = Just(1).zip(Just("a"), Just(true)).sink { triples.append("\($0)\($1)\($2)") }
    #expect(triples == ["1atrue"])
    _ = subscription
  }

  @Test func flatMapSendsWhatEachMadePublisherSendsAndWaitsForAllToFinish() {
    let ids = PassthroughSubject<Int, Never>()
    let details = [1: PassthroughSubject<String, Never>(), 2: PassthroughSubject<String, Never>()]
    var events: [String] = []
    let subscription = ids.flatMap { id in details[id] ?? PassthroughSubject() }
      .sink {
        events.append("\($0)")
      } receiveValue: {
        events.append($0)
      }
    ids.send(1)
    ids.send(2)
    details[2]?.send("two")
    details[1]?.send("one")
    ids.send(completion: .finished)
    details[1]?.send(completion: .finished)
    #expect(events == ["two", "one"])
    details[2]?.send(completion: .finished)
    #expect(events == ["two", "one", "finished"])
    _ = subscription
  }

  @Test func flatMapWithALimitRunsOneAtATimeAndTheRestWaitInOrder() {
    let loads = (1...3).map { _ in PassthroughSubject<String, Never>() }
    var started: [Int] = []
    var events: [String] = []
    let subscription = [0, 1, 2].publisher.flatMap(maxPublishers: .max(1)) { index in
      started.append(index)
      return loads[index].map { "\(index) \($0)" }
    }.sink {
      events.append("\($0)")
    } receiveValue: {
      events.append($0)
    }
    #expect(started == [0])
    loads[1].send("too early")
    loads[0].send("a")
    loads[0].send(completion: .finished)
    #expect(started == [0, 1])
    loads[1].send("b")
    loads[1].send(completion: .finished)
    loads[2].send(completion: .finished)
    #expect(events == ["0 a", "1 b", "finished"])
    #expect(Subscribers.Demand.max(-3) == .none && Subscribers.Demand.max(2) < .unlimited)
    _ = subscription
  }

  @Test func flatMapMixesFailingAndNeverFailingPublishers() {
    var events: [String] = []
    _ = Just(2).flatMap { value in Fail<Int, URLError>(error: URLError(.badURL)).prepend(value) }
      .sink {
        events.append("\($0)".prefix(7).description)
      } receiveValue: {
        events.append("\($0)")
      }
    _ = Fail<Int, URLError>(error: URLError(.badURL)).flatMap { Just($0) }
      .sink {
        events.append("\($0)".prefix(7).description)
      } receiveValue: { _ in
      }
    _ = Just(3).flatMap { Just($0 * 2) }.sink { events.append("\($0)") }
    #expect(events == ["2", "failure", "failure", "6"])
  }

  @Test func switchToLatestListensOnlyToTheNewestPublisher() {
    let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    var events: [String] = []
    let subscription = searches.switchToLatest().sink {
      events.append("\($0)")
    } receiveValue: {
      events.append($0)
    }
    searches.send(first)
    first.send("Pe")
    searches.send(second)
    first.send("stale")
    second.send("Peña")
    searches.send(completion: .finished)
    #expect(events == ["Pe", "Peña"])
    second.send(completion: .finished)
    #expect(events == ["Pe", "Peña", "finished"])
    var failing: [String] = []
    _ = Just(Fail<String, URLError>(error: URLError(.badURL))).switchToLatest()
      .sink {
        failing.append("\($0)".prefix(7).description)
      } receiveValue: { _ in
      }
    #expect(failing == ["failure"])
    _ = subscription
  }
}
