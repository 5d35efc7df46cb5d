#if !canImport(Darwin)
  extension Publishers {
    /// Sends each running result of a closure over the values, like Combine's
    /// `Publishers.Scan`.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher scanned.
      public let upstream: Upstream
      /// The result before the first value.
      public let initialResult: Output
      /// Makes the next result from the last and a value.
      public let nextPartialResult: (Output, Upstream.Output) -> Output

      /// Subscribes to the upstream, sending each running result.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let result = LastValue<Output>()
        result.value = initialResult
        let next = MainActorBound(value: nextPartialResult)
        return upstream._subscribe(
          clock: clock,
          { value in
            guard let last = result.value else { return }
            let output = next.value(last, value)
            result.value = output
            receive(output)
          }, completion: completion)
      }
    }

    /// Sends a single value made from the whole upstream once it finishes, like
    /// Combine's `Publishers.Reduce`: what `collect()`, `count()` and `last()` are made of.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher reduced.
      public let upstream: Upstream
      /// The result before the first value.
      public let initial: Output
      /// Makes the next result from the last and a value.
      public let nextPartialResult: (Output, Upstream.Output) -> Output

      /// Subscribes to the upstream, sending the result when it finishes.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let result = LastValue<Output>()
        result.value = initial
        let next = MainActorBound(value: nextPartialResult)
        return upstream._subscribe(clock: clock) { value in
          if let last = result.value { result.value = next.value(last, value) }
        } completion: { ended in
          if case .finished = ended, let output = result.value { receive(output) }
          completion(ended)
        }
      }
    }

    /// Sends the first value a predicate accepts, then finishes, like Combine's
    /// `Publishers.FirstWhere` (and `Publishers.First`, which accepts any).
    public struct FirstWhere<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher watched.
      public let upstream: Upstream
      /// Whether a value is the one.
      public let predicate: (Output) -> Bool

      /// Subscribes to the upstream until a value passes.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        Publishers.Output(upstream: upstream, count: 1, isIncluded: predicate)
          ._subscribe(clock: clock, receive, completion: completion)
      }
    }

    /// Sends the upstream's first values that pass, up to a count, then finishes, like
    /// Combine's `Publishers.Output`: what `prefix(_:)` makes.
    public struct Output<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher watched.
      public let upstream: Upstream
      /// How many values it sends.
      public let count: Int
      /// Which values count; all unless given.
      let isIncluded: (Upstream.Output) -> Bool

      init(upstream: Upstream, count: Int, isIncluded: @escaping (Upstream.Output) -> Bool) {
        self.upstream = upstream
        self.count = count
        self.isIncluded = isIncluded
      }

      /// Subscribes to the upstream until `count` values have passed.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Upstream.Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let junction = Junction(upstreams: 1, complete: completion)
        guard count > 0 else {
          junction.end(.finished)
          return AnyCancellable {}
        }
        let sent = LastValue<Int>()
        let isIncluded = MainActorBound(value: isIncluded)
        let count = count
        junction.attach(upstream, clock: clock) { value in
          guard isIncluded.value(value) else { return }
          let total = (sent.value ?? 0) + 1
          sent.value = total
          receive(value)
          if total >= count { junction.end(.finished) }
        }
        return junction.cancellable
      }
    }
  }

  extension Publisher {
    /// Sends each running result of `nextPartialResult`, like Combine's `scan(_:_:)`.
    ///
    /// - Parameters:
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: Makes the next result.
    /// - Returns: The publisher.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
      -> Publishers.Scan<Self, T>
    {
      Publishers.Scan(
        upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Sends the result of `nextPartialResult` over every value once this publisher
    /// finishes, like Combine's `reduce(_:_:)`.
    ///
    /// - Parameters:
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: Makes the next result.
    /// - Returns: The publisher.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
      -> Publishers.Reduce<Self, T>
    {
      Publishers.Reduce(
        upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Sends every value in one array once this publisher finishes, like Combine's
    /// `collect()`.
    ///
    /// - Returns: The publisher.
    public func collect() -> Publishers.Reduce<Self, [Output]> {
      reduce([]) { $0 + [$1] }
    }

    /// Sends how many values this publisher sent, once it finishes, like Combine's
    /// `count()`.
    ///
    /// - Returns: The publisher.
    public func count() -> Publishers.Reduce<Self, Int> {
      reduce(0) { count, _ in count + 1 }
    }

    /// Sends the last value once this publisher finishes, like Combine's `last()`; nothing
    /// if it sent none.
    ///
    /// - Returns: The publisher.
    public func last() -> Publishers.CompactMap<Publishers.Reduce<Self, Output?>, Output> {
      reduce(nil as Output?) { $1 }.compactMap { $0 }
    }

    /// Sends the first value, then finishes, like Combine's `first()`.
    ///
    /// - Returns: The publisher.
    public func first() -> Publishers.FirstWhere<Self> {
      Publishers.FirstWhere(upstream: self) { _ in true }
    }

    /// Sends the first value `predicate` accepts, then finishes, like Combine's
    /// `first(where:)`.
    ///
    /// - Parameter predicate: Whether a value is the one.
    /// - Returns: The publisher.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
      Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Sends the first `maxLength` values, then finishes, like Combine's `prefix(_:)`.
    ///
    /// - Parameter maxLength: How many.
    /// - Returns: The publisher.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
      Publishers.Output(upstream: self, count: maxLength) { _ in true }
    }

    /// Sends whether any value satisfies `predicate`, as soon as one does or once this
    /// publisher finishes, like Combine's `contains(where:)`.
    ///
    /// - Parameter predicate: The test.
    /// - Returns: The publisher.
    public func contains(where predicate: @escaping (Output) -> Bool)
      -> Publishers.Reduce<Publishers.Output<Self>, Bool>
    {
      Publishers.Output(upstream: self, count: 1, isIncluded: predicate).reduce(false) { _, _ in
        true
      }
    }
  }

  extension Publisher where Output: Equatable {
    /// Sends whether this publisher sends `output`, as soon as it does or once it
    /// finishes, like Combine's `contains(_:)`.
    ///
    /// - Parameter output: The value looked for.
    /// - Returns: The publisher.
    public func contains(_ output: Output) -> Publishers.Reduce<Publishers.Output<Self>, Bool> {
      contains { $0 == output }
    }
  }
#endif
