#if !canImport(Darwin)
  /// A subject that keeps its latest value and sends it to each new subscriber first,
  /// like Combine's `CurrentValueSubject`: `let count = CurrentValueSubject<Int, Never>(0)`.
  ///
  /// Values sent on the main queue arrive at once; values sent elsewhere arrive on the
  /// main queue soon after, in order.
  public final class CurrentValueSubject<Output, Failure: Error>: Subject, Sendable {
    private let list: SubscriberList<Output, Failure>

    /// A subject holding `value`.
    ///
    /// - Parameter value: The first value.
    public init(_ value: Output) {
      list = SubscriberList(value: value, dropsOffMain: false)
    }

    /// The latest value; setting it sends it.
    public var value: Output {
      get {
        guard let value = list.value else {
          preconditionFailure("A current-value subject always holds a value")
        }
        return value
      }
      set { send(newValue) }
    }

    /// Keeps `input` as the latest value and sends it to the subscribers.
    ///
    /// - Parameter input: The value.
    public func send(_ input: Output) {
      list.send(input, keeping: true)
    }

    /// Ends the subject: its subscribers get `completion`, later subscribers get only
    /// that, and later values go nowhere.
    ///
    /// - Parameter completion: How it ended.
    public func send(completion: Subscribers.Completion<Failure>) {
      list.finish(completion)
    }

    /// Adds a subscriber, sending it the latest value first.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      list.subscribe(receive, completion: completion)
    }
  }
#endif
