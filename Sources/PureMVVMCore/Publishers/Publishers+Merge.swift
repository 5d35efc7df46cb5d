#if !canImport(Darwin)
  extension Publishers {
    /// Sends the values of two publishers as they come, like Combine's
    /// `Publishers.Merge`.
    ///
    /// It fails when either fails, and finishes when both have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
      /// What both send.
      public typealias Output = A.Output
      /// How either fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B

      /// Merges `a` and `b`.
      ///
      /// - Parameters:
      ///   - a: The first publisher.
      ///   - b: The second publisher.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      /// Subscribes to both, passing on what either sends.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher())
          ._subscribe(clock: clock, receive, completion: completion)
      }
    }

    /// Sends the values of three publishers as they come, like Combine's
    /// `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where
      A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure,
      B.Failure == C.Failure
    {
      /// What they send.
      public typealias Output = A.Output
      /// How any of them fails.
      public typealias Failure = A.Failure
      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C

      /// Merges `a`, `b` and `c`.
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

      /// Subscribes to all three, passing on what any sends.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
          ._subscribe(clock: clock, receive, completion: completion)
      }
    }

    /// Sends the values of any number of publishers of one type as they come, like
    /// Combine's `Publishers.MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
      /// What they send.
      public typealias Output = Upstream.Output
      /// How any of them fails.
      public typealias Failure = Upstream.Failure
      /// The publishers merged.
      public let publishers: [Upstream]

      /// Merges `upstream`.
      ///
      /// - Parameter upstream: The publishers.
      public init(_ upstream: Upstream...) {
        publishers = upstream
      }

      /// Merges the publishers of `upstream`.
      ///
      /// - Parameter upstream: The publishers.
      public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
        publishers = Array(upstream)
      }

      /// Subscribes to each, passing on what any sends; with none, it finishes at once.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        guard !publishers.isEmpty else {
          completion(.finished)
          return AnyCancellable {}
        }
        let junction = Junction(upstreams: publishers.count, complete: completion)
        for publisher in publishers { junction.attach(publisher, clock: clock, receive) }
        return junction.cancellable
      }
    }
  }

  extension Publisher {
    /// Sends this publisher's values and `other`'s as they come, like Combine's
    /// `merge(with:)`.
    ///
    /// - Parameter other: The other publisher.
    /// - Returns: The publisher.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Output == P.Output, Failure == P.Failure {
      Publishers.Merge(self, other)
    }

    /// Sends this publisher's values and two others' as they come, like Combine's
    /// `merge(with:_:)`.
    ///
    /// - Parameters:
    ///   - b: The second publisher.
    ///   - c: The third publisher.
    /// - Returns: The publisher.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
      -> Publishers.Merge3<Self, B, C>
    where Output == B.Output, B.Output == C.Output, Failure == B.Failure, B.Failure == C.Failure {
      Publishers.Merge3(self, b, c)
    }
  }
#endif
