#if !canImport(Darwin)
  extension Publishers {
    /// Sends each value transformed by a throwing closure, failing with what it throws,
    /// like Combine's `Publishers.TryMap`.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
      /// Any error: the upstream's or the transformation's.
      public typealias Failure = any Error
      /// The publisher whose values are transformed.
      public let upstream: Upstream
      /// The transformation; throwing fails the publisher.
      public let transform: (Upstream.Output) throws -> Output

      /// Subscribes to the upstream, transforming what it sends until a throw.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let transform = MainActorBound(value: transform)
        let junction = Junction<Failure>(upstreams: 1, complete: completion)
        junction.keep(
          upstream._subscribe(
            clock: clock,
            { value in
              guard !junction.isEnded else { return }
              do { receive(try transform.value(value)) } catch { junction.end(.failure(error)) }
            }, completion: { junction.upstreamEnded($0.mapError { $0 }) }))
        return junction.cancellable
      }
    }

    /// Turns the upstream's error into another, like Combine's `Publishers.MapError`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// The publisher whose error is turned.
      public let upstream: Upstream
      /// Turns the upstream's error into this one's.
      public let transform: (Upstream.Failure) -> Failure

      /// Subscribes to the upstream, turning its error.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let transform = MainActorBound(value: transform)
        return upstream._subscribe(
          clock: clock, receive, completion: { completion($0.mapError(transform.value)) })
      }
    }

    /// Finishes with a value in place of the upstream's error, like Combine's
    /// `Publishers.ReplaceError`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// It never fails.
      public typealias Failure = Never
      /// The value sent in place of the error.
      public let output: Upstream.Output
      /// The publisher whose error is replaced.
      public let upstream: Upstream

      /// Subscribes to the upstream; its failure becomes `output`, then finished.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let output = MainActorBound(value: output)
        return upstream._subscribe(clock: clock, receive) { ended in
          if case .failure = ended { receive(output.value) }
          completion(.finished)
        }
      }
    }

    /// Goes on with another publisher when the upstream fails, like Combine's
    /// `Publishers.Catch`.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
      /// What both send.
      public typealias Output = Upstream.Output
      /// How the new publisher fails.
      public typealias Failure = NewPublisher.Failure
      /// The publisher whose error is caught.
      public let upstream: Upstream
      /// Makes the publisher that takes over from the error.
      public let handler: (Upstream.Failure) -> NewPublisher

      /// Subscribes to the upstream, and to the handler's publisher if it fails.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let handler = MainActorBound(value: handler)
        let relay = Relay()
        relay.start {
          upstream._subscribe(clock: clock, receive) { ended in
            guard !relay.isCancelled else { return }
            switch ended {
            case .finished: completion(.finished)
            case .failure(let error):
              relay.start {
                handler.value(error)._subscribe(clock: clock, receive, completion: completion)
              }
            }
          }
        }
        return relay.cancellable
      }
    }

    /// Names a failure type for a publisher that cannot fail, like Combine's
    /// `Publishers.SetFailureType`.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
    where Upstream.Failure == Never {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// The publisher that cannot fail.
      public let upstream: Upstream

      /// Creates the publisher.
      ///
      /// - Parameter upstream: The publisher that cannot fail.
      public init(upstream: Upstream) {
        self.upstream = upstream
      }

      /// Subscribes to the upstream.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        upstream._subscribe(clock: clock, receive) { _ in completion(.finished) }
      }
    }

    /// Subscribes to the upstream again when it fails, up to a number of times, like
    /// Combine's `Publishers.Retry`.
    public struct Retry<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How it fails once out of retries.
      public typealias Failure = Upstream.Failure
      /// The publisher retried.
      public let upstream: Upstream
      /// How many more times it subscribes; `nil` for no limit.
      public let retries: Int?

      /// Subscribes, and again after each failure while retries remain.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let relay = Relay()
        let upstream = MainActorBound(value: upstream)
        let attempts = RetryAttempts(remaining: retries)
        func attempt() {
          // A failure during `_subscribe` loops here rather than nesting a call per retry.
          repeat {
            attempts.isSubscribing = true
            attempts.failedWhileSubscribing = false
            relay.start {
              upstream.value._subscribe(clock: clock, receive) { ended in
                guard !relay.isCancelled else { return }
                guard case .failure = ended, attempts.takeRetry() else { return completion(ended) }
                if attempts.isSubscribing {
                  attempts.failedWhileSubscribing = true
                } else {
                  attempt()
                }
              }
            }
            attempts.isSubscribing = false
          } while attempts.failedWhileSubscribing && !relay.isCancelled
        }
        attempt()
        return relay.cancellable
      }
    }
  }

  /// What a `retry` has left, and whether its upstream failed while being subscribed to.
  @MainActor
  final class RetryAttempts {
    private var remaining: Int?
    var isSubscribing = false
    var failedWhileSubscribing = false

    init(remaining: Int?) {
      self.remaining = remaining
    }

    /// Uses up one retry; `false` when none is left.
    func takeRetry() -> Bool {
      guard let left = remaining else { return true }
      guard left > 0 else { return false }
      remaining = left - 1
      return true
    }
  }

  /// The subscription an operator holds now, replaced when it moves to another
  /// publisher (`catch`, `retry`, `prepend`), and cancelled with it.
  @MainActor
  final class Relay {
    private var current: AnyCancellable?
    private var generation = 0
    /// Whether the relay was cancelled: nothing more is started or passed on.
    private(set) var isCancelled = false

    /// Subscribes with `subscribe` and holds the subscription in place of the one before,
    /// unless a later `start` (from a completion during `subscribe`) already replaced it,
    /// or the relay was cancelled.
    func start(_ subscribe: () -> AnyCancellable) {
      generation += 1
      let mine = generation
      let subscription = subscribe()
      if isCancelled {
        subscription.cancel()
      } else if mine == generation {
        current = subscription
      }
    }

    /// What cancels the current subscription, from any thread.
    var cancellable: AnyCancellable {
      AnyCancellable { [self] in
        MainQueue.run {
          self.isCancelled = true
          self.current?.cancel()
          self.current = nil
        }
      }
    }
  }

  extension Publisher {
    /// Transforms each value with a closure that may throw, like Combine's `tryMap(_:)`.
    ///
    /// - Parameter transform: The transformation; throwing fails the publisher.
    /// - Returns: The publisher.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T>
    {
      Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Turns the error into another, like Combine's `mapError(_:)`.
    ///
    /// - Parameter transform: Makes the new error.
    /// - Returns: The publisher.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
      -> Publishers.MapError<Self, E>
    {
      Publishers.MapError(upstream: self, transform: transform)
    }

    /// Sends `output` and finishes in place of failing, like Combine's
    /// `replaceError(with:)`.
    ///
    /// - Parameter output: The value sent in place of the error.
    /// - Returns: The publisher.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
      Publishers.ReplaceError(output: output, upstream: self)
    }

    /// Goes on with the publisher `handler` makes from the error, like Combine's
    /// `catch(_:)`.
    ///
    /// - Parameter handler: Makes the publisher that takes over.
    /// - Returns: The publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
      -> Publishers.Catch<Self, P>
    where Output == P.Output {
      Publishers.Catch(upstream: self, handler: handler)
    }

    /// Subscribes again after a failure, up to `retries` times, like Combine's
    /// `retry(_:)`.
    ///
    /// - Parameter retries: How many times.
    /// - Returns: The publisher.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
      Publishers.Retry(upstream: self, retries: retries)
    }
  }

  extension Publisher where Failure == Never {
    /// Names a failure type this publisher cannot produce, to combine it with one that
    /// can, like Combine's `setFailureType(to:)`.
    ///
    /// - Parameter failureType: The failure type.
    /// - Returns: The publisher.
    public func setFailureType<E: Error>(to failureType: E.Type)
      -> Publishers.SetFailureType<Self, E>
    {
      Publishers.SetFailureType(upstream: self)
    }
  }
#endif
