import Foundation
import PureMVVMCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Subscriptions that outlive the moment they were made: follow-on publishers that send
/// later, wrapped cancellables, cancelled loads, and `@Published`'s order.
@MainActor
@Suite struct CombineReviewFixesTests {
  @Test func aFollowOnPublisherThatSendsLaterIsStillListenedTo() {
    let taps = PassthroughSubject<String, Never>()
    var seen: [String] = []
    let prepended = taps.prepend("first").sink { seen.append($0) }
    taps.send("tap")
    let fallback = PassthroughSubject<String, Never>()
    let caught = Fail<String, URLError>(error: URLError(.timedOut)).catch { _ in fallback }
      .sink { seen.append($0) }
    fallback.send("cached")
    #expect(seen == ["first", "tap", "cached"])
    _ = (prepended, caught)
  }

  @Test func retryListensToAnAttemptThatFailsLater() {
    var attempts: [PassthroughSubject<String, URLError>] = []
    var events: [String] = []
    let subscription = Deferred { () -> PassthroughSubject<String, URLError> in
      attempts.append(PassthroughSubject())
      return attempts[attempts.count - 1]
    }.retry(1).sink {
      events.append("\($0)".prefix(8).description)
    } receiveValue: {
      events.append($0)
    }
    attempts[0].send(completion: .failure(URLError(.timedOut)))
    attempts[1].send("second try")
    #expect(attempts.count == 2)
    #expect(events == ["second try"])
    _ = subscription
  }

  @Test func retryOfASourceThatAlwaysFailsAtOnceLoopsWithoutNesting() {
    var attempts = 0
    var events: [String] = []
    _ = Deferred { () -> Fail<Int, URLError> in
      attempts += 1
      return Fail(error: URLError(.badURL))
    }.retry(100_000).sink {
      events.append("\($0)".prefix(7).description)
    } receiveValue: { _ in
    }
    #expect(attempts == 100_001)
    #expect(events == ["failure"])
  }

  @Test func aWrappedCancellableLivesAsLongAsItsWrapper() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var bag = Set<AnyCancellable>()
    bag.insert(AnyCancellable(subject.sink { seen.append($0) }))
    let existential: any Cancellable = subject.sink { seen.append($0 * 10) }
    existential.store(in: &bag)
    subject.send(1)
    bag.removeAll()
    subject.send(2)
    #expect(seen == [1, 10])
  }

  @Test(.timeLimit(.minutes(1))) func aCancelledLoadSendsNothing() async throws {
    let url = try #require(URL(string: "data:text/plain,hola"))
    var events: [String] = []
    // Straight to the publisher, without a sink, which would also drop what comes.
    let subscription = URLSession.shared.dataTaskPublisher(for: url)._subscribe(
      clock: nil, { _ in events.append("value") }, completion: { events.append("\($0)") })
    subscription.cancel()
    // A load that finishes after all, and the main queue drained behind it.
    let after = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let again = URLSession.shared.dataTaskPublisher(for: url).sink { _ in
      } receiveValue: { _ in
        DispatchQueue.main.async { done.resume(returning: events) }
      }
      Self.held.append(again)
    }
    #expect(after.isEmpty)
  }

  /// Keeps subscriptions made inside continuations alive.
  private static var held: [AnyCancellable] = []

  final class Counter: ObservableObject {
    @Published var count = 0
  }

  @Test func aPublishedSubscriberStillReadsTheOldValueAsCombinesDoes() {
    let counter = Counter()
    var seen: [String] = []
    let subscription = counter.$count.sink { [unowned counter] new in
      seen.append("\(counter.count)→\(new)")
    }
    counter.count = 1
    counter.count = 2
    #expect(seen == ["0→0", "0→1", "1→2"])
    #expect(counter.count == 2)
    _ = subscription
  }

  @Test func aValueSetDuringDeliveryWinsOverTheOneDelivered() {
    let counter = Counter()
    let subscription = counter.$count.sink { [unowned counter] new in
      if new == 1 { counter.count = 5 }
    }
    counter.count = 1
    #expect(counter.count == 5)
    _ = subscription
  }

  @Test(.timeLimit(.minutes(1))) func anIterationEndedBeforeItSubscribedNeverSubscribes() async {
    let source = PassthroughSubject<Int, Never>()
    var subscriptions = 0
    let watched = source.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
    Self.iterateAndDropOffTheMainQueue(watched)
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { drained.resume() }
    }
    #expect(subscriptions == 0)
  }

  /// Makes an iterator of `publisher`'s values on another thread and drops it there, while
  /// the main queue, where it would subscribe, waits.
  private static func iterateAndDropOffTheMainQueue(
    _ publisher: Publishers.HandleEvents<PassthroughSubject<Int, Never>>
  ) {
    let done = DispatchSemaphore(value: 0)
    let values = Handed(values: publisher.values)
    Thread.detachNewThread {
      var iterator:
        AsyncPublisher<Publishers.HandleEvents<PassthroughSubject<Int, Never>>>
          .Iterator? = values.values.makeAsyncIterator()
      iterator = nil
      _ = iterator
      done.signal()
    }
    done.wait()
  }

  /// The sequence handed to the other thread.
  struct Handed: @unchecked Sendable {
    // Safe: made here and used only by the other thread, while this one waits.
    let values: AsyncPublisher<Publishers.HandleEvents<PassthroughSubject<Int, Never>>>
  }

  @Test func combineLatestAndZipDoNotSubscribeTheSecondOnceTheFirstFailed() {
    var subscribed = 0
    let second = Deferred { () -> Just<Int> in
      subscribed += 1
      return Just(1)
    }.setFailureType(to: URLError.self)
    _ = Fail<Int, URLError>(error: URLError(.badURL)).combineLatest(second).sink { _ in
    } receiveValue: { _ in
    }
    _ = Fail<Int, URLError>(error: URLError(.badURL)).zip(second).sink { _ in
    } receiveValue: { _ in
    }
    #expect(subscribed == 0)
  }
}
