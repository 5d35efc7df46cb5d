#if !canImport(Darwin)
  import Foundation

  extension Publishers {
    /// Sends each value transformed, like Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose values are transformed.
      public let upstream: Upstream
      /// The transformation.
      public let transform: (Upstream.Output) -> Output

      /// Subscribes to the upstream, transforming what it sends.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let transform = MainActorBound(value: transform)
        return upstream._subscribe(
          clock: clock, { receive(transform.value($0)) }, completion: completion)
      }
    }

    /// Sends the values a transformation does not make `nil`, like Combine's
    /// `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose values are transformed.
      public let upstream: Upstream
      /// The transformation; `nil` drops a value.
      public let transform: (Upstream.Output) -> Output?

      /// Subscribes to the upstream, passing on the values that transform.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let transform = MainActorBound(value: transform)
        return upstream._subscribe(
          clock: clock,
          { value in
            if let output = transform.value(value) { receive(output) }
          }, completion: completion)
      }
    }

    /// Sends the values a predicate accepts, like Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose values are filtered.
      public let upstream: Upstream
      /// Whether a value passes.
      public let isIncluded: (Upstream.Output) -> Bool

      /// Subscribes to the upstream, passing on the values accepted.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let isIncluded = MainActorBound(value: isIncluded)
        return upstream._subscribe(
          clock: clock,
          { value in
            if isIncluded.value(value) { receive(value) }
          }, completion: completion)
      }
    }

    /// Drops a value the same as the one before it, like Combine's
    /// `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose repeats are dropped.
      public let upstream: Upstream
      /// Whether two values in a row count as the same.
      public let predicate: (Output, Output) -> Bool

      /// Subscribes to the upstream, passing on each value unlike the one before.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let predicate = MainActorBound(value: predicate)
        let last = MainActorBound(value: LastValue<Output>())
        return upstream._subscribe(
          clock: clock,
          { value in
            if let previous = last.value.value, predicate.value(previous, value) { return }
            last.value.value = value
            receive(value)
          }, completion: completion)
      }
    }

    /// Drops the first values, like Combine's `Publishers.Drop`.
    public struct Drop<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose first values are dropped.
      public let upstream: Upstream
      /// How many are dropped.
      public let count: Int

      /// Subscribes to the upstream, passing on the values after the first `count`.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let seen = MainActorBound(value: LastValue<Int>())
        let count = count
        return upstream._subscribe(
          clock: clock,
          { value in
            let index = (seen.value.value ?? 0)
            seen.value.value = index + 1
            if index >= count { receive(value) }
          }, completion: completion)
      }
    }

    /// Sends the upstream's values on a scheduler, like Combine's `Publishers.ReceiveOn`:
    /// here they already arrive on the main queue, so it passes them on as they come.
    public struct ReceiveOn<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose values are passed on.
      public let upstream: Upstream

      /// Subscribes to the upstream.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        upstream._subscribe(clock: clock, receive, completion: completion)
      }
    }
  }

  /// The value an operator remembers between deliveries.
  final class LastValue<Value> {
    var value: Value?
  }

  extension Publisher {
    /// Transforms each value, like Combine's `map(_:)`.
    ///
    /// - Parameter transform: The transformation.
    /// - Returns: The publisher.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
      Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value, dropping `nil`s, like Combine's `compactMap(_:)`.
    ///
    /// - Parameter transform: The transformation.
    /// - Returns: The publisher.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?)
      -> Publishers.CompactMap<Self, T>
    {
      Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Passes on the values `isIncluded` accepts, like Combine's `filter(_:)`.
    ///
    /// - Parameter isIncluded: Whether a value passes.
    /// - Returns: The publisher.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
      Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Drops a value `predicate` calls the same as the one before, like Combine's
    /// `removeDuplicates(by:)`.
    ///
    /// - Parameter predicate: Whether two values in a row are the same.
    /// - Returns: The publisher.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
      -> Publishers.RemoveDuplicates<Self>
    {
      Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Drops the first `count` values, like Combine's `dropFirst(_:)`.
    ///
    /// - Parameter count: How many; 1 unless given.
    /// - Returns: The publisher.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
      Publishers.Drop(upstream: self, count: count)
    }

    /// Sends values on `scheduler`, like Combine's `receive(on:options:)`: values here
    /// already arrive on the main queue.
    ///
    /// - Parameters:
    ///   - scheduler: The queue, such as `DispatchQueue.main`.
    ///   - options: Accepted.
    /// - Returns: The publisher.
    public func receive(on scheduler: DispatchQueue, options: Never? = nil)
      -> Publishers.ReceiveOn<Self>
    {
      Publishers.ReceiveOn(upstream: self)
    }

    /// Sends values on `scheduler`, like Combine's `receive(on:options:)`: values here
    /// already arrive on the main run loop.
    ///
    /// - Parameters:
    ///   - scheduler: The run loop, such as `RunLoop.main`.
    ///   - options: Accepted.
    /// - Returns: The publisher.
    public func receive(on scheduler: RunLoop, options: Never? = nil)
      -> Publishers.ReceiveOn<Self>
    {
      Publishers.ReceiveOn(upstream: self)
    }

    /// The publisher with its type hidden, like Combine's `eraseToAnyPublisher()`.
    ///
    /// - Returns: The publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
      AnyPublisher(self)
    }
  }

  extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before, like Combine's `removeDuplicates()`.
    ///
    /// - Returns: The publisher.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
      removeDuplicates(by: ==)
    }
  }
#endif
