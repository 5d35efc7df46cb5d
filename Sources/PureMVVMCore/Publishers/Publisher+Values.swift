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
      let publisher = MainActorBound(value: publisher)
      let (stream, continuation) = AsyncStream.makeStream(of: Handoff<P.Output>.self)
      let values = MainActorBound(value: continuation)
      let subscription = Locked<AnyCancellable?>(nil)
      MainQueue.run {
        let inner = publisher.value._subscribe(clock: nil) { value in
          values.value.yield(Handoff(value: value))
        } completion: { _ in
          values.value.finish()
        }
        subscription.withLock { $0 = inner }
      }
      continuation.onTermination = { _ in subscription.withLock { $0?.cancel() } }
      return stream
    }

    static func makeThrowing<P: Publisher>(_ publisher: P)
      -> AsyncThrowingStream<Handoff<P.Output>, any Error>
    {
      let publisher = MainActorBound(value: publisher)
      let (stream, continuation) = AsyncThrowingStream.makeStream(
        of: Handoff<P.Output>.self, throwing: (any Error).self)
      let values = MainActorBound(value: continuation)
      let subscription = Locked<AnyCancellable?>(nil)
      MainQueue.run {
        let inner = publisher.value._subscribe(clock: nil) { value in
          values.value.yield(Handoff(value: value))
        } completion: { ended in
          switch ended {
          case .finished: values.value.finish()
          case .failure(let error): values.value.finish(throwing: error)
          }
        }
        subscription.withLock { $0 = inner }
      }
      continuation.onTermination = { _ in subscription.withLock { $0?.cancel() } }
      return stream
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
