#if !canImport(Darwin)
  extension Publishers {
    /// Sends pairs made of the two publishers' values in order, the first with the
    /// first, like Combine's `Publishers.Zip`.
    ///
    /// It fails when either fails, and finishes once either has finished with no value
    /// left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
      /// A pair.
      public typealias Output = (A.Output, B.Output)
      /// How either fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B

      /// Zips `a` and `b`.
      ///
      /// - Parameters:
      ///   - a: The first publisher.
      ///   - b: The second publisher.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      /// Subscribes to both, sending each pair as it completes.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let junction = Junction(upstreams: 2, complete: completion)
        let queues = ZipQueues<A.Output, B.Output>()
        let pair = { @MainActor in
          while !junction.isEnded, let values = queues.pop() { receive(values) }
          if queues.isExhausted { junction.end(.finished) }
        }
        let ended = { @MainActor (first: Bool, completion: Subscribers.Completion<Failure>) in
          if case .finished = completion { queues.finish(first: first) }
          junction.upstreamEnded(completion)
          if queues.isExhausted { junction.end(.finished) }
        }
        junction.attach(
          a, clock: clock,
          { value in
            queues.first.append(value)
            pair()
          }, ended: { ended(true, $0) })
        junction.attach(
          b, clock: clock,
          { value in
            queues.second.append(value)
            pair()
          }, ended: { ended(false, $0) })
        return junction.cancellable
      }
    }

    /// Sends triples of three publishers' values in order, like Combine's
    /// `Publishers.Zip3`.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
      /// A triple.
      public typealias Output = (A.Output, B.Output, C.Output)
      /// How any fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C

      /// Zips `a`, `b` and `c`.
      ///
      /// - Parameters:
      ///   - a: The first publisher.
      ///   - b: The second publisher.
      ///   - c: The third publisher.
      public init(_ a: A, _ b: B, _ c: C) {
        self.a = a
        self.b = b
        self.c = c
      }

      /// Subscribes to all three, sending each triple as it completes.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        Zip(Zip(a, b), c).map { ($0.0, $0.1, $1) }
          ._subscribe(clock: clock, receive, completion: completion)
      }
    }
  }

  /// The values of each side of a zip not yet paired, and which sides have finished.
  @MainActor
  final class ZipQueues<First, Second> {
    var first: [First] = []
    var second: [Second] = []
    private var firstFinished = false
    private var secondFinished = false

    /// The oldest unpaired values of both sides, if both have one.
    func pop() -> (First, Second)? {
      guard !first.isEmpty, !second.isEmpty else { return nil }
      return (first.removeFirst(), second.removeFirst())
    }

    /// Notes that a side finished.
    func finish(first isFirst: Bool) {
      if isFirst { firstFinished = true } else { secondFinished = true }
    }

    /// Whether a finished side has nothing left to pair, so no pair can come.
    var isExhausted: Bool {
      (firstFinished && first.isEmpty) || (secondFinished && second.isEmpty)
    }
  }

  extension Publisher {
    /// Sends pairs of this publisher's values and `other`'s in order, like Combine's
    /// `zip(_:)`.
    ///
    /// - Parameter other: The other publisher.
    /// - Returns: The publisher.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
    where Failure == P.Failure {
      Publishers.Zip(self, other)
    }

    /// Sends `transform` of each pair of this publisher's values and `other`'s, like
    /// Combine's `zip(_:_:)`.
    ///
    /// - Parameters:
    ///   - other: The other publisher.
    ///   - transform: What to make of a pair.
    /// - Returns: The publisher.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
      -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure
    {
      Publishers.Zip(self, other).map(transform)
    }

    /// Sends triples of this publisher's values and two others', like Combine's
    /// `zip(_:_:)`.
    ///
    /// - Parameters:
    ///   - publisher1: The second publisher.
    ///   - publisher2: The third publisher.
    /// - Returns: The publisher.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
      -> Publishers.Zip3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
    {
      Publishers.Zip3(self, publisher1, publisher2)
    }
  }
#endif
