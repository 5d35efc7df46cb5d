#if !canImport(Darwin)
  extension Publishers {
    /// Sends the latest values of two publishers together, once both have sent one and
    /// whenever either sends again, like Combine's `Publishers.CombineLatest`.
    ///
    /// It fails when either fails, and finishes when both have finished.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure {
      /// Both latest values.
      public typealias Output = (A.Output, B.Output)
      /// How either fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B

      /// Combines `a` and `b`.
      ///
      /// - Parameters:
      ///   - a: The first publisher.
      ///   - b: The second publisher.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      /// Subscribes to both, sending their latest values together.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let junction = Junction(upstreams: 2, complete: completion)
        let latest = LatestPair<A.Output, B.Output>()
        let send = { @MainActor in
          if let first = latest.first, let second = latest.second { receive((first, second)) }
        }
        junction.attach(a, clock: clock) { value in
          latest.first = value
          send()
        }
        junction.attach(b, clock: clock) { value in
          latest.second = value
          send()
        }
        return junction.cancellable
      }
    }

    /// Sends the latest values of three publishers together, like Combine's
    /// `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
      /// The three latest values.
      public typealias Output = (A.Output, B.Output, C.Output)
      /// How any of them fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C

      /// Combines `a`, `b` and `c`.
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

      /// Subscribes to all three, sending their latest values together.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }
          ._subscribe(clock: clock, receive, completion: completion)
      }
    }

    /// Sends the latest values of four publishers together, like Combine's
    /// `Publishers.CombineLatest4`.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
      /// The four latest values.
      public typealias Output = (A.Output, B.Output, C.Output, D.Output)
      /// How any of them fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C
      /// The fourth publisher.
      public let d: D

      /// Combines `a`, `b`, `c` and `d`.
      ///
      /// - Parameters:
      ///   - a: The first publisher.
      ///   - b: The second publisher.
      ///   - c: The third publisher.
      ///   - d: The fourth publisher.
      public init(_ a: A, _ b: B, _ c: C, _ d: D) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
      }

      /// Subscribes to all four, sending their latest values together.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        CombineLatest(CombineLatest3(a, b, c), d).map { ($0.0, $0.1, $0.2, $1) }
          ._subscribe(clock: clock, receive, completion: completion)
      }
    }
  }

  /// The latest value of each of two publishers, once they have sent one.
  @MainActor
  final class LatestPair<First, Second> {
    var first: First?
    var second: Second?
  }

  extension Publisher {
    /// Sends this publisher's latest value with `other`'s, like Combine's
    /// `combineLatest(_:)`.
    ///
    /// - Parameter other: The other publisher.
    /// - Returns: The publisher.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
      Publishers.CombineLatest(self, other)
    }

    /// Sends `transform` of this publisher's latest value and `other`'s, like Combine's
    /// `combineLatest(_:_:)`.
    ///
    /// - Parameters:
    ///   - other: The other publisher.
    ///   - transform: What to make of the two values.
    /// - Returns: The publisher.
    public func combineLatest<P: Publisher, T>(
      _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
      Publishers.CombineLatest(self, other).map(transform)
    }

    /// Sends this publisher's latest value with two others', like Combine's
    /// `combineLatest(_:_:)`.
    ///
    /// - Parameters:
    ///   - publisher1: The second publisher.
    ///   - publisher2: The third publisher.
    /// - Returns: The publisher.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
      -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
      Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Sends `transform` of this publisher's latest value and two others', like Combine's
    /// `combineLatest(_:_:_:)`.
    ///
    /// - Parameters:
    ///   - publisher1: The second publisher.
    ///   - publisher2: The third publisher.
    ///   - transform: What to make of the three values.
    /// - Returns: The publisher.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
      _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
      Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Sends this publisher's latest value with three others', like Combine's
    /// `combineLatest(_:_:_:)`.
    ///
    /// - Parameters:
    ///   - publisher1: The second publisher.
    ///   - publisher2: The third publisher.
    ///   - publisher3: The fourth publisher.
    /// - Returns: The publisher.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
      _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
      Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }
  }
#endif
