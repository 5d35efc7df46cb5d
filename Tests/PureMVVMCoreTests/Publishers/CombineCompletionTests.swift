import Foundation
import PureMVVMCore
import Testing

/// How Combine's publishers end: completions, failures, and the publishers that end.
@MainActor
@Suite struct CombineCompletionTests {
  enum LoadError: Error, Equatable {
    case offline
    case notFound(String)
  }

  /// What a `sink(receiveCompletion:receiveValue:)` saw, in order.
  final class Recorder<Value> {
    var events: [String] = []

    func sink<P: Publisher & SendableMetatype>(_ publisher: P) -> AnyCancellable
    where P.Output == Value {
      publisher.sink { [self] completion in
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure \(error)")
        }
      } receiveValue: { [self] value in
        events.append("\(value)")
      }
    }
  }

  @Test func aFailingSubjectEndsItsSinkOnceAndLaterValuesAreDropped() {
    let routes = PassthroughSubject<String, LoadError>()
    let recorder = Recorder<String>()
    let subscription = recorder.sink(routes)
    routes.send("Peñalara")
    routes.send(completion: .failure(.offline))
    routes.send("after the failure")
    routes.send(completion: .finished)
    #expect(recorder.events == ["Peñalara", "failure offline"])
    let late = Recorder<String>()
    let lateSubscription = late.sink(routes)
    #expect(late.events == ["failure offline"])
    _ = (subscription, lateSubscription)
  }

  @Test func aFinishedCurrentValueSubjectSendsOnlyItsCompletionToLateSubscribers() {
    let count = CurrentValueSubject<Int, Never>(1)
    let early = Recorder<Int>()
    let earlySubscription = early.sink(count)
    count.send(completion: .finished)
    let late = Recorder<Int>()
    let lateSubscription = late.sink(count)
    #expect(early.events == ["1", "finished"])
    #expect(late.events == ["finished"])
    _ = (earlySubscription, lateSubscription)
  }

  @Test func subscribersReceiveInTheOrderTheySubscribed() {
    let subject = PassthroughSubject<Int, Never>()
    var order: [Int] = []
    let subscriptions = (0..<12).map { index in subject.sink { _ in order.append(index) } }
    subject.send(0)
    #expect(order == Array(0..<12))
    _ = subscriptions
  }

  @Test(.timeLimit(.minutes(1)))
  func aValueQueuedOffTheMainQueueSkipsASubscriberCancelledMeanwhile()
    async
  {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    // Straight to the subject, without a sink, which would also drop it.
    let subscription = subject._subscribe(clock: nil, { received.append($0) }, completion: { _ in })
    Self.sendAndCancelOffTheMainQueue(7, to: subject, cancelling: subscription)
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { drained.resume() }
    }
    #expect(received.isEmpty)
  }

  /// A publisher that breaks the rules: a value after its completion, and a second
  /// completion.
  struct Unruly: Publisher {
    typealias Output = Int
    typealias Failure = Never

    func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Int) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      receive(1)
      completion(.finished)
      receive(2)
      completion(.finished)
      return AnyCancellable {}
    }
  }

  @Test func aSinkTakesNothingAfterTheCompletion() {
    let recorder = Recorder<Int>()
    _ = recorder.sink(Unruly())
    #expect(recorder.events == ["1", "finished"])
  }

  @Test func justSendsItsValueThenFinishes() {
    let recorder = Recorder<String>()
    _ = recorder.sink(Just("Roble"))
    #expect(recorder.events == ["Roble", "finished"])
  }

  @Test func emptyFinishesAtOnceOrNeverAndFailFailsAtOnce() {
    let empty = Recorder<Int>()
    let never = Recorder<Int>()
    let failing = Recorder<Int>()
    _ = empty.sink(Empty<Int, Never>())
    _ = never.sink(Empty<Int, Never>(completeImmediately: false))
    _ = failing.sink(Fail<Int, LoadError>(error: .notFound("Haya")))
    #expect(empty.events == ["finished"])
    #expect(never.events.isEmpty)
    #expect(failing.events == ["failure notFound(\"Haya\")"])
    #expect(
      Empty(completeImmediately: false, outputType: Int.self, failureType: LoadError.self)
        == Empty<Int, LoadError>(completeImmediately: false))
  }

  @Test func aFutureRunsAtOnceAndGivesItsFirstResultToEverySubscriber() {
    var runs = 0
    var promise: Future<Int, LoadError>.Promise?
    let future = Future<Int, LoadError> { fulfil in
      runs += 1
      promise = fulfil
    }
    #expect(runs == 1)
    let early = Recorder<Int>()
    let earlySubscription = early.sink(future)
    #expect(early.events.isEmpty)
    promise?(.success(12))
    promise?(.failure(.offline))
    let late = Recorder<Int>()
    let lateSubscription = late.sink(future)
    #expect(early.events == ["12", "finished"])
    #expect(late.events == ["12", "finished"])
    #expect(runs == 1)
    _ = (earlySubscription, lateSubscription)
  }

  @Test(.timeLimit(.minutes(1))) func aFutureFulfilledFromATaskDeliversOnTheMainActor() async {
    let future = Future<String, any Error> { promise in
      Task.detached { promise(.success("Peñalara")) }
    }
    let value = await withCheckedContinuation { (got: CheckedContinuation<String, Never>) in
      let subscription = future.sink { _ in
      } receiveValue: { value in
        MainActor.assertIsolated()
        got.resume(returning: value)
      }
      Self.keep(subscription)
    }
    #expect(value == "Peñalara")
  }

  @Test func aFailedFutureFailsEverySubscriber() {
    let future = Future<Int, LoadError> { $0(.failure(.notFound("Roble"))) }
    let recorder = Recorder<Int>()
    _ = recorder.sink(future)
    #expect(recorder.events == ["failure notFound(\"Roble\")"])
  }

  @Test func deferredMakesItsPublisherForEachSubscriber() {
    var made = 0
    let deferred = Deferred {
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    _ = first.sink(deferred)
    _ = second.sink(deferred)
    #expect(first.events == ["1", "finished"])
    #expect(second.events == ["2", "finished"])
  }

  /// Sends `value` and cancels `subscription` on another thread while the main queue
  /// waits, so the delivery queued there cannot run in between.
  private static func sendAndCancelOffTheMainQueue(
    _ value: Int, to subject: PassthroughSubject<Int, Never>,
    cancelling subscription: AnyCancellable
  ) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      subject.send(value)
      subscription.cancel()
      done.signal()
    }
    done.wait()
  }

  private static var kept: [AnyCancellable] = []

  /// Keeps a subscription alive past the closure that made it.
  private static func keep(_ subscription: AnyCancellable) {
    kept.append(subscription)
  }
}
