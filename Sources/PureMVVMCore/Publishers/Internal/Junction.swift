#if !canImport(Darwin)
  /// Where several upstreams meet, for `combineLatest`, `merge` and `zip`: it ends
  /// downstream once, when the first upstream fails or when enough of them finish, and
  /// cancels them all then or when cancelled itself.
  @MainActor
  final class Junction<Failure: Error> {
    private var subscriptions: [AnyCancellable] = []
    private var unfinished: Int
    private let complete: @MainActor (Subscribers.Completion<Failure>) -> Void
    /// Whether downstream has had its completion, or the junction was cancelled.
    private(set) var isEnded = false

    /// A junction of `upstreams` publishers, ending downstream through `complete`.
    init(upstreams: Int, complete: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void) {
      unfinished = upstreams
      self.complete = complete
    }

    /// Counts one more upstream, one that `flatMap` or `switchToLatest` made.
    func addUpstream() {
      unfinished += 1
    }

    /// Subscribes to `publisher`, unless the junction has ended: its values reach `receive`
    /// while the junction has not ended, and its end reaches `ended`, ``upstreamEnded(_:)``
    /// unless given.
    func attach<P: Publisher>(
      _ publisher: P, clock: HostClock?, _ receive: @escaping @MainActor (P.Output) -> Void,
      ended: (@MainActor (Subscribers.Completion<Failure>) -> Void)? = nil
    ) where P.Failure == Failure {
      guard !isEnded else { return }
      keep(
        publisher._subscribe(
          clock: clock,
          { value in
            if !self.isEnded { receive(value) }
          }, completion: ended ?? upstreamEnded))
    }

    /// Keeps an upstream's subscription, cancelling it at once if the junction has ended.
    func keep(_ subscription: AnyCancellable) {
      if isEnded { subscription.cancel() } else { subscriptions.append(subscription) }
    }

    /// Notes that an upstream ended: a failure ends downstream at once, and so does the
    /// last upstream to finish.
    func upstreamEnded(_ completion: Subscribers.Completion<Failure>) {
      guard !isEnded else { return }
      if case .finished = completion {
        unfinished -= 1
        guard unfinished == 0 else { return }
      }
      end(completion)
    }

    /// Ends downstream with `completion` now, cancelling every upstream.
    func end(_ completion: Subscribers.Completion<Failure>) {
      guard !isEnded else { return }
      cancel()
      complete(completion)
    }

    /// Cancels every upstream; nothing more reaches downstream.
    func cancel() {
      isEnded = true
      let subscriptions = subscriptions
      self.subscriptions = []
      for subscription in subscriptions { subscription.cancel() }
    }

    /// What cancels the junction, from any thread.
    var cancellable: AnyCancellable {
      AnyCancellable { [self] in
        MainQueue.run { self.cancel() }
      }
    }
  }
#endif
