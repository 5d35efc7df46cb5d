#if !canImport(Darwin)
  /// A publisher made anew for each subscriber, like Combine's `Deferred`: it waits
  /// until something subscribes to run `createPublisher`, so a `Future` inside runs then.
  public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// What the made publisher sends.
    public typealias Output = DeferredPublisher.Output
    /// How the made publisher fails.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher for a subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that runs `createPublisher` for each subscriber.
    ///
    /// - Parameter createPublisher: Makes the publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
      self.createPublisher = createPublisher
    }

    /// Makes the publisher and subscribes to it.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      createPublisher()._subscribe(clock: clock, receive, completion: completion)
    }
  }
#endif
