#if !canImport(Darwin)
  extension Publishers {
    /// Sends the values of the publishers made from each upstream value, like Combine's
    /// `Publishers.FlatMap`.
    ///
    /// It fails when the upstream or a made publisher fails, and finishes when the
    /// upstream and every made publisher have finished. With a limit, an upstream value
    /// that comes while that many made publishers are running waits, in order, until one
    /// finishes, as a sequence's values wait for demand in Combine.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
      /// What the made publishers send.
      public typealias Output = NewPublisher.Output
      /// How any of them fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose values make publishers.
      public let upstream: Upstream
      /// How many made publishers may run at once.
      public let maxPublishers: Subscribers.Demand
      /// Makes a publisher from an upstream value.
      public let transform: (Upstream.Output) -> NewPublisher

      /// Subscribes to the upstream and to each publisher it leads to.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let transform = MainActorBound(value: transform)
        let run = FlatMapRun<Upstream.Output, Output, Failure>(
          limit: maxPublishers.max ?? .max,
          subscribeInner: { input, receive, completion in
            transform.value(input)._subscribe(clock: clock, receive, completion: completion)
          }, receive: receive, complete: completion)
        run.keepUpstream(
          upstream._subscribe(clock: clock, run.input, completion: run.upstreamEnded))
        return run.cancellable
      }
    }

    /// Sends the values of the latest publisher the upstream sent, dropping the one
    /// before, like Combine's `Publishers.SwitchToLatest`.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
      /// What the inner publishers send.
      public typealias Output = P.Output
      /// How they fail.
      public typealias Failure = P.Failure
      /// The publisher of publishers.
      public let upstream: Upstream

      /// Creates the publisher.
      ///
      /// - Parameter upstream: The publisher of publishers.
      public init(upstream: Upstream) {
        self.upstream = upstream
      }

      /// Subscribes to the upstream, and to each publisher it sends in place of the last.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let junction = Junction(upstreams: 1, complete: completion)
        let current = Relay()
        let latest = LatestInner()
        junction.attach(upstream, clock: clock) { inner in
          // The publisher replaced (released, so cancelled, below) counts as finished.
          if latest.isRunning { junction.upstreamEnded(.finished) }
          let mine = latest.start()
          junction.addUpstream()
          current.start {
            inner._subscribe(
              clock: clock,
              { output in
                if !junction.isEnded, latest.generation == mine { receive(output) }
              },
              completion: { ended in
                // A replaced publisher may still end (a cancelled load fails): ignored.
                guard latest.generation == mine else { return }
                latest.isRunning = false
                junction.upstreamEnded(ended)
              })
          }
        }
        junction.keep(current.cancellable)
        return junction.cancellable
      }
    }
  }

  /// Which inner publisher `switchToLatest` listens to, and whether it still runs.
  @MainActor
  final class LatestInner {
    private(set) var generation = 0
    var isRunning = false

    /// Counts a new inner publisher, running, and returns its generation.
    func start() -> Int {
      generation += 1
      isRunning = true
      return generation
    }
  }

  extension Publisher {
    /// Sends the values of the publisher `transform` makes from each value, like
    /// Combine's `flatMap(maxPublishers:_:)`.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may run at once.
    ///   - transform: Makes a publisher from a value.
    /// - Returns: The publisher.
    public func flatMap<T, P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
      Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Sends the values of the publisher `transform` makes from each value, which cannot
    /// fail, like Combine's `flatMap(maxPublishers:_:)`.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may run at once.
    ///   - transform: Makes a publisher from a value.
    /// - Returns: The publisher.
    public func flatMap<P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self>
    where P.Failure == Never {
      Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
        transform($0).setFailureType(to: Failure.self)
      }
    }
  }

  extension Publisher where Failure == Never {
    /// Sends the values of the publisher `transform` makes from each value, which may
    /// fail, like Combine's `flatMap(maxPublishers:_:)`.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may run at once.
    ///   - transform: Makes a publisher from a value.
    /// - Returns: The publisher.
    public func flatMap<P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
      Publishers.FlatMap(
        upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers,
        transform: transform)
    }

    /// Sends the values of the publisher `transform` makes from each value, like
    /// Combine's `flatMap(maxPublishers:_:)` where neither can fail.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may run at once.
    ///   - transform: Makes a publisher from a value.
    /// - Returns: The publisher.
    public func flatMap<P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
      Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
  }

  extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Sends the values of the latest publisher this one sent, like Combine's
    /// `switchToLatest()`.
    ///
    /// - Returns: The publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
      Publishers.SwitchToLatest(upstream: self)
    }
  }

  extension Publisher where Failure == Never, Output: Publisher {
    /// Sends the values of the latest publisher this one sent, which may fail, like
    /// Combine's `switchToLatest()`.
    ///
    /// - Returns: The publisher.
    public func switchToLatest()
      -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>>
    {
      Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
  }

  extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// Sends the values of the latest publisher this one sent, where neither can fail,
    /// like Combine's `switchToLatest()`.
    ///
    /// - Returns: The publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
      Publishers.SwitchToLatest(upstream: self)
    }
  }
#endif
