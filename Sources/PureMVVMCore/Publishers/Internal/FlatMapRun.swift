#if !canImport(Darwin)
  /// One `flatMap` subscription: the publishers it made and is listening to, the values
  /// waiting for one of them to finish, and whether the upstream has finished.
  ///
  /// It finishes once the upstream and every made publisher have finished and nothing
  /// waits; it fails with the first failure. A made publisher that finishes is let go.
  @MainActor
  final class FlatMapRun<Input, Output, Failure: Error> {
    typealias SubscribeInner =
      @MainActor (
        Input, @escaping @MainActor (Output) -> Void,
        @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable

    private let limit: Int
    private let subscribeInner: SubscribeInner
    private let receive: @MainActor (Output) -> Void
    private let complete: @MainActor (Subscribers.Completion<Failure>) -> Void
    private var running: Set<Int> = []
    private var inners: [Int: AnyCancellable] = [:]
    private var nextID = 0
    private var waiting: [Input] = []
    private var upstream: AnyCancellable?
    private var upstreamFinished = false
    private var isEnded = false

    init(
      limit: Int, subscribeInner: @escaping SubscribeInner,
      receive: @escaping @MainActor (Output) -> Void,
      complete: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) {
      self.limit = max(limit, 1)
      self.subscribeInner = subscribeInner
      self.receive = receive
      self.complete = complete
    }

    /// Keeps the upstream's subscription, cancelling it if the run has ended.
    func keepUpstream(_ subscription: AnyCancellable) {
      if isEnded { subscription.cancel() } else { upstream = subscription }
    }

    /// Starts a publisher for `input`, or keeps it waiting while `limit` are running.
    func input(_ input: Input) {
      guard !isEnded else { return }
      if running.count < limit { start(input) } else { waiting.append(input) }
    }

    /// Notes how the upstream ended.
    func upstreamEnded(_ completion: Subscribers.Completion<Failure>) {
      guard !isEnded else { return }
      if case .failure = completion { return end(completion) }
      upstreamFinished = true
      finishIfDone()
    }

    /// Cancels the upstream and every made publisher; nothing more is passed on.
    func cancel() {
      isEnded = true
      let subscriptions = Array(inners.values) + [upstream].compactMap { $0 }
      inners = [:]
      upstream = nil
      waiting = []
      for subscription in subscriptions { subscription.cancel() }
    }

    /// What cancels the run, from any thread.
    var cancellable: AnyCancellable {
      AnyCancellable { [self] in MainQueue.run { self.cancel() } }
    }

    private func start(_ input: Input) {
      nextID += 1
      let id = nextID
      running.insert(id)
      let subscription = subscribeInner(
        input,
        { [weak self] output in
          guard let self, !self.isEnded else { return }
          self.receive(output)
        },
        { [weak self] completion in self?.innerEnded(id, completion) })
      // One that ended while being subscribed to is let go at once.
      if running.contains(id), !isEnded { inners[id] = subscription } else { subscription.cancel() }
    }

    private func innerEnded(_ id: Int, _ completion: Subscribers.Completion<Failure>) {
      guard !isEnded, running.remove(id) != nil else { return }
      inners[id] = nil
      if case .failure = completion { return end(completion) }
      if !waiting.isEmpty { start(waiting.removeFirst()) }
      finishIfDone()
    }

    private func finishIfDone() {
      if upstreamFinished, running.isEmpty, waiting.isEmpty { end(.finished) }
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
      guard !isEnded else { return }
      cancel()
      complete(completion)
    }
  }
#endif
