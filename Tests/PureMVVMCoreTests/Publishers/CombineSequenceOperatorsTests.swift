import Foundation
import PureMVVMCore
import Testing

/// Combine's operators over the sequence of values, sharing, events and `values`.
@MainActor
@Suite struct CombineSequenceOperatorsTests {
  /// What a publisher sent, then how it ended.
  func events<P: Publisher & SendableMetatype>(of publisher: P) -> [String] {
    var events: [String] = []
    _ = publisher.sink {
      events.append("\($0)")
    } receiveValue: {
      events.append("\($0)")
    }
    return events
  }

  @Test func scanSendsEachRunningTotal() {
    #expect(events(of: [3, 4, 5].publisher.scan(0, +)) == ["3", "7", "12", "finished"])
  }

  @Test func collectSendsOnceTheSourceFinishes() {
    let source = PassthroughSubject<String, Never>()
    var collected: [[String]] = []
    let subscription = source.collect().sink { collected.append($0) }
    source.send("Haya")
    source.send("Roble")
    #expect(collected.isEmpty)
    source.send(completion: .finished)
    #expect(collected == [["Haya", "Roble"]])
    _ = subscription
  }

  @Test func countLastAndReduceSendOnceTheSourceFinishes() {
    let letters: [String] = ["a", "b", "c"]
    let numbers: [Int] = [1, 2, 3]
    #expect(events(of: letters.publisher.count()) == ["3", "finished"])
    #expect(events(of: letters.prefix(2).publisher.last()) == ["b", "finished"])
    #expect(events(of: [String]().publisher.last()) == ["finished"])
    #expect(events(of: numbers.publisher.reduce(10, -)) == ["4", "finished"])
  }

  @Test func prefixFinishesOnceItHasItsValues() {
    let source = PassthroughSubject<Int, Never>()
    var taken: [String] = []
    let subscription = source.prefix(2).sink {
      taken.append("\($0)")
    } receiveValue: {
      taken.append("\($0)")
    }
    for value in 1...4 { source.send(value) }
    #expect(taken == ["1", "2", "finished"])
    #expect(events(of: [5].publisher.prefix(0)) == ["finished"])
    _ = subscription
  }

  @Test func firstAndContainsFinishWithTheirAnswer() {
    #expect(events(of: [5, 6].publisher.first()) == ["5", "finished"])
    #expect(events(of: [5, 6, 7].publisher.first { $0.isMultiple(of: 3) }) == ["6", "finished"])
    #expect(events(of: [1, 2].publisher.contains(2)) == ["true", "finished"])
    #expect(events(of: [1, 2].publisher.contains { $0 > 5 }) == ["false", "finished"])
  }

  @Test func prependAppendAndReplaceNilKeepTheOrder() {
    #expect(events(of: Just(2).prepend(0, 1).append(3)) == ["0", "1", "2", "3", "finished"])
    #expect(events(of: Just(2).prepend(Just(1))) == ["1", "2", "finished"])
    let failing = Fail<Int, URLError>(error: URLError(.badURL)).append(9)
    #expect(events(of: failing).count == 1)
    #expect(events(of: [1, nil, 3].publisher.replaceNil(with: 0)) == ["1", "0", "3", "finished"])
  }

  @Test func shareRunsTheUpstreamOnceForEverySubscriberAndStopsWithTheLast() {
    var subscriptions = 0
    let source = PassthroughSubject<Int, Never>()
    let shared = Deferred { () -> PassthroughSubject<Int, Never> in
      subscriptions += 1
      return source
    }.share()
    var first: [Int] = []
    var second: [Int] = []
    let one = shared.sink { first.append($0) }
    let two = shared.map { $0 * 10 }.sink { second.append($0) }
    source.send(1)
    #expect(subscriptions == 1)
    #expect(first == [1] && second == [10])
    one.cancel()
    source.send(2)
    #expect(second == [10, 20])
    two.cancel()
    source.send(3)
    let three = shared.sink { first.append($0) }
    source.send(4)
    #expect(subscriptions == 2)
    #expect(first == [1, 4])
    _ = three
  }

  @Test func multicastSendsNothingUntilConnectedThenOnceToEverySubscriber() {
    var subscriptions = 0
    let source = PassthroughSubject<Int, Never>()
    let multicast = Deferred { () -> PassthroughSubject<Int, Never> in
      subscriptions += 1
      return source
    }.multicast(subject: PassthroughSubject<Int, Never>())
    var seen: [String] = []
    var kept: [AnyCancellable] = []
    multicast.sink { seen.append("a\($0)") }.store(in: &kept)
    multicast.sink { seen.append("b\($0)") }.store(in: &kept)
    source.send(0)
    let connection = multicast.connect()
    _ = multicast.connect()
    source.send(1)
    connection.cancel()
    source.send(2)
    #expect(subscriptions == 1)
    #expect(seen == ["a1", "b1"])
    #expect(kept.count == 2)
    var auto: [Int] = []
    let autoconnected = Just(5).multicast { PassthroughSubject<Int, Never>() }.autoconnect()
      .sink { auto.append($0) }
    // Subscribed before it connects, so the value sent on connecting arrives.
    #expect(auto == [5])
    _ = autoconnected
  }

  /// Where `print(_:to:)` writes in a test.
  final class Lines: TextOutputStream {
    var text = ""

    func write(_ string: String) {
      text += string
    }
  }

  @Test func handleEventsReportsEachEventAndACancelOnlyBeforeTheEnd() {
    var log: [String] = []
    let source = PassthroughSubject<String, Never>()
    let handled = source.handleEvents(
      receiveSubscription: { _ in log.append("subscribed") },
      receiveOutput: { log.append("output \($0)") },
      receiveCompletion: { _ in log.append("completion") },
      receiveCancel: { log.append("cancel") },
      receiveRequest: { log.append("request \($0)") })
    let subscription = handled.sink { _ in }
    source.send("Haya")
    subscription.cancel()
    source.send("Roble")
    #expect(log == ["subscribed", "request unlimited", "output Haya", "cancel"])
    log = []
    let ended = Just("Pino").handleEvents(
      receiveCompletion: { _ in log.append("completion") },
      receiveCancel: { log.append("cancel") }
    ).sink { _ in }
    ended.cancel()
    #expect(log == ["completion"])
  }

  @Test func printWritesEachEventWithItsPrefix() {
    let lines = Lines()
    _ = [1, 2].publisher.print("km", to: lines).sink { _ in }
    #expect(
      lines.text == """
        km: receive subscription: (Sequence<Array<Int>, Never>)
        km: request unlimited
        km: receive value: (1)
        km: receive value: (2)
        km: receive finished

        """)
  }

  @Test(.timeLimit(.minutes(1))) func valuesIteratesUntilThePublisherFinishes() async throws {
    let source = PassthroughSubject<String, Never>()
    let failing = PassthroughSubject<Int, URLError>()
    let iterating = Task { @MainActor in
      var seen: [String] = []
      for await name in source.values { seen.append(name) }
      return seen
    }
    let throwing = Task { @MainActor in
      var seen: [Int] = []
      do {
        for try await number in failing.values { seen.append(number) }
      } catch {
        seen.append(-1)
      }
      return seen
    }
    // Each task subscribes on the main queue once it starts; wait until both have.
    await Task.yield()
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { drained.resume() }
    }
    source.send("Haya")
    source.send("Roble")
    source.send(completion: .finished)
    failing.send(4)
    failing.send(completion: .failure(URLError(.timedOut)))
    #expect(await iterating.value == ["Haya", "Roble"])
    #expect(await throwing.value == [4, -1])
  }
}
