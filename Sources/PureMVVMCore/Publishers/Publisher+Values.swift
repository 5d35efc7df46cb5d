#if !canImport(Darwin)
  /// A publisher's values as an asynchronous sequence, like Combine's `AsyncPublisher`:
  /// `for await query in model.$query.values { … }`.
  ///
  /// Iterating subscribes; values sent while the loop body runs wait in order. The loop
  /// ends when the publisher finishes or the task is cancelled.
  public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// A value.
    public typealias Element = P.Output
    /// It never fails.
    public typealias Failure = Never

    private let publisher: MainActorBound<P>

    /// The values of `publisher`.
    ///
    /// - Parameter publisher: The publisher.
    public init(_ publisher: P) {
      self.publisher = MainActorBound(value: publisher)
    }

    /// Starts iterating: subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator {
      Iterator(inner: PublisherStream.make(publisher.value).makeAsyncIterator())
    }

    /// Iterates the values, like Combine's `AsyncPublisher.Iterator`.
    public struct Iterator: AsyncIteratorProtocol {
      var inner: AsyncStream<Handoff<Element>>.Iterator

      /// The next value, or `nil` once the publisher finishes.
      public mutating func next() async -> Element? {
        await inner.next()?.value
      }
    }
  }

  /// A failing publisher's values as an asynchronous sequence, like Combine's
  /// `AsyncThrowingPublisher`: the loop throws the publisher's error.
  public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// A value.
    public typealias Element = P.Output
    /// Any error.
    public typealias Failure = any Error

    private let publisher: MainActorBound<P>

    /// The values of `publisher`.
    ///
    /// - Parameter publisher: The publisher.
    public init(_ publisher: P) {
      self.publisher = MainActorBound(value: publisher)
    }

    /// Starts iterating: subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator {
      Iterator(inner: PublisherStream.makeThrowing(publisher.value).makeAsyncIterator())
    }

    /// Iterates the values, like Combine's `AsyncThrowingPublisher.Iterator`.
    public struct Iterator: AsyncIteratorProtocol {
      var inner: AsyncThrowingStream<Handoff<Element>, any Error>.Iterator

      /// The next value, `nil` once the publisher finishes; throws its error.
      public mutating func next() async throws -> Element? {
        try await inner.next()?.value
      }
    }
  }

  /// A value handed from a subscription to the task iterating `values`.
  ///
  /// `@unchecked Sendable` is safe as used: the subscription yields each value once into
  /// the stream and keeps no reference to the wrapper, so only the iterating task reads
  /// it, once; as with Combine, a value that is itself shared is the publisher's concern.
  struct Handoff<Value>: @unchecked Sendable {
    let value: Value
  }

  /// Turns a publisher into a stream, subscribing on the main actor.
  enum PublisherStream {
    static func make<P: Publisher>(_ publisher: P) -> AsyncStream<Handoff<P.Output>> {
      let (stream, continuation) = AsyncStream.makeStream(of: Handoff<P.Output>.self)
      let values = MainActorBound(value: continuation)
      let link = StreamLink()
      continuation.onTermination = { _ in link.terminate() }
      link.subscribe(publisher) {
        values.value.yield(Handoff(value: $0))
      } end: { _ in
        values.value.finish()
      }
      return stream
    }

    static func makeThrowing<P: Publisher>(_ publisher: P)
      -> AsyncThrowingStream<Handoff<P.Output>, any Error>
    {
      let (stream, continuation) = AsyncThrowingStream.makeStream(
        of: Handoff<P.Output>.self, throwing: (any Error).self)
      let values = MainActorBound(value: continuation)
      let link = StreamLink()
      continuation.onTermination = { _ in link.terminate() }
      link.subscribe(publisher) {
        values.value.yield(Handoff(value: $0))
      } end: { ended in
        switch ended {
        case .finished: values.value.finish()
        case .failure(let error): values.value.finish(throwing: error)
        }
      }
      return stream
    }
  }

  /// A stream's subscription: made on the main queue, perhaps after the stream ended, in
  /// which case it is cancelled at once.
  final class StreamLink: Sendable {
    private let state = Locked<(inner: AnyCancellable?, isTerminated: Bool)>((nil, false))

    /// Subscribes to `publisher` on the main actor, unless the stream has ended by then.
    func subscribe<P: Publisher>(
      _ publisher: P, _ receive: @escaping @MainActor (P.Output) -> Void,
      end: @escaping @MainActor (Subscribers.Completion<P.Failure>) -> Void
    ) {
      let work = MainActorBound(value: (publisher, receive, end))
      MainQueue.run { [state] in
        guard !state.withLock({ $0.isTerminated }) else { return }
        let (publisher, receive, end) = work.value
        let inner = publisher._subscribe(clock: nil, receive, completion: end)
        let stale = state.withLock { state -> AnyCancellable? in
          if state.isTerminated { return inner }
          state.inner = inner
          return nil
        }
        stale?.cancel()
      }
    }

    /// Ends the subscription, now or as soon as it is made.
    func terminate() {
      let inner = state.withLock { state -> AnyCancellable? in
        state.isTerminated = true
        return state.inner.take()
      }
      inner?.cancel()
    }
  }

  extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence, like Combine's `values`.
    public var values: AsyncPublisher<Self> {
      AsyncPublisher(self)
    }
  }

  extension Publisher {
    /// The values as an asynchronous sequence that throws the error, like Combine's
    /// `values`.
    public var values: AsyncThrowingPublisher<Self> {
      AsyncThrowingPublisher(self)
    }
  }
#endif
