#if !canImport(Darwin)
  /// A publisher whose type is hidden, like Combine's `AnyPublisher`: what a view model
  /// exposes as `AnyPublisher<[Route], Never>`.
  public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private typealias Subscribe =
      @MainActor (
        HostClock?, @escaping @MainActor (Output) -> Void,
        @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable

    private let subscribe: MainActorBound<Subscribe>

    /// Hides `publisher`'s type.
    ///
    /// - Parameter publisher: The publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
      let upstream = MainActorBound(value: publisher)
      subscribe = MainActorBound(value: { @MainActor clock, receive, completion in
        upstream.value._subscribe(clock: clock, receive, completion: completion)
      })
    }

    /// Subscribes to the hidden publisher.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      subscribe.value(clock, receive, completion)
    }
  }
#endif
