#if !canImport(Darwin)
  /// A publisher whose type is hidden, like Combine's `AnyPublisher`: what a view model
  /// exposes as `AnyPublisher<[Route], Never>`.
  public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe:
      MainActorBound<
        @MainActor (HostClock?, @escaping @MainActor (Output) -> Void) -> AnyCancellable
      >

    /// Hides `publisher`'s type.
    ///
    /// - Parameter publisher: The publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
      let upstream = MainActorBound(value: publisher)
      subscribe = MainActorBound(value: { clock, receive in
        upstream.value._subscribe(clock: clock, receive)
      })
    }

    /// Subscribes to the hidden publisher.
    @MainActor
    public func _subscribe(clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void)
      -> AnyCancellable
    {
      subscribe.value(clock, receive)
    }
  }
#endif
