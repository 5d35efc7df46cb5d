#if !canImport(Darwin)
  /// A subject that passes each value sent to the subscribers it has then, like Combine's
  /// `PassthroughSubject`: `let saved = PassthroughSubject<Route, Never>()`.
  ///
  /// Values sent on the main queue arrive at once; values sent elsewhere arrive on the
  /// main queue soon after, in order.
  public final class PassthroughSubject<Output, Failure: Error>: Subject, Sendable {
    private let list = SubscriberList<Output, Failure>(value: nil, dropsOffMain: false)

    /// A subject with no subscribers.
    public init() {}

    /// Sends `input` to the subscribers.
    ///
    /// - Parameter input: The value.
    public func send(_ input: Output) {
      list.send(input, keeping: false)
    }

    /// Ends the subject: its subscribers get `completion`, later subscribers get only
    /// that, and later values go nowhere.
    ///
    /// - Parameter completion: How it ended.
    public func send(completion: Subscribers.Completion<Failure>) {
      list.finish(completion)
    }

    /// Adds a subscriber.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      list.subscribe(receive, completion: completion)
    }
  }
#endif
