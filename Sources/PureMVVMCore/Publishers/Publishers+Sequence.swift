#if !canImport(Darwin)
  extension Publishers {
    /// Sends the elements of a sequence, then finishes, like Combine's
    /// `Publishers.Sequence`: what `[1, 2, 3].publisher` makes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
      /// An element.
      public typealias Output = Elements.Element
      /// The elements sent.
      public let sequence: Elements

      /// A publisher of `sequence`'s elements.
      ///
      /// - Parameter sequence: The elements.
      public init(sequence: Elements) {
        self.sequence = sequence
      }

      /// Sends each element at once, then finishes; cancelling stops it between elements.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        for element in sequence { receive(element) }
        completion(.finished)
        return AnyCancellable {}
      }
    }

    /// Sends one publisher's values and then, once it finishes, another's, like Combine's
    /// `Publishers.Concatenate`: what `prepend` and `append` make.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
      /// What both send.
      public typealias Output = Suffix.Output
      /// How either fails.
      public typealias Failure = Suffix.Failure
      /// The publisher sent first.
      public let prefix: Prefix
      /// The publisher sent once the first finishes.
      public let suffix: Suffix

      /// Sends `prefix`'s values, then `suffix`'s.
      ///
      /// - Parameters:
      ///   - prefix: The first publisher.
      ///   - suffix: The second.
      public init(prefix: Prefix, suffix: Suffix) {
        self.prefix = prefix
        self.suffix = suffix
      }

      /// Subscribes to the first, and to the second once the first finishes.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let relay = Relay()
        let suffix = MainActorBound(value: suffix)
        relay.start {
          prefix._subscribe(clock: clock, receive) { ended in
            guard !relay.isCancelled else { return }
            guard case .finished = ended else { return completion(ended) }
            relay.start { suffix.value._subscribe(clock: clock, receive, completion: completion) }
          }
        }
        return relay.cancellable
      }
    }
  }

  extension Swift.Sequence {
    /// A publisher of the elements, like Combine's `Sequence.publisher`.
    public var publisher: Publishers.Sequence<Self, Never> {
      Publishers.Sequence(sequence: self)
    }
  }

  extension Publisher {
    /// Sends `elements` before this publisher's values, like Combine's `prepend(_:)`.
    ///
    /// - Parameter elements: The values sent first.
    /// - Returns: The publisher.
    public func prepend(_ elements: Output...)
      -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
    {
      Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Sends `elements` after this publisher finishes, like Combine's `append(_:)`.
    ///
    /// - Parameter elements: The values sent last.
    /// - Returns: The publisher.
    public func append(_ elements: Output...)
      -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>>
    {
      Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Sends `publisher`'s values before this publisher's, like Combine's `prepend(_:)`.
    ///
    /// - Parameter publisher: The publisher sent first.
    /// - Returns: The publisher.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where Output == P.Output, Failure == P.Failure {
      Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Sends `publisher`'s values after this publisher finishes, like Combine's
    /// `append(_:)`.
    ///
    /// - Parameter publisher: The publisher sent last.
    /// - Returns: The publisher.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where Output == P.Output, Failure == P.Failure {
      Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Replaces `nil` with `output`, like Combine's `replaceNil(with:)`.
    ///
    /// - Parameter output: The value in place of `nil`.
    /// - Returns: The publisher.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
      map { $0 ?? output }
    }
  }
#endif
