#if !canImport(Darwin)
  /// One `sink`: it subscribes to its upstream on the main actor (at once on the main
  /// queue, soon otherwise) and passes each value, then the completion, to its closures
  /// until cancelled; nothing after the completion.
  final class SinkSubscription<Upstream: Publisher & SendableMetatype>: Sendable {
    private let upstream: MainActorBound<Upstream>
    private let receive: MainActorBound<(Upstream.Output) -> Void>
    private let complete: MainActorBound<(Subscribers.Completion<Upstream.Failure>) -> Void>
    /// The upstream's subscription once made, and whether this one was cancelled or ended.
    private let state = Locked<(inner: AnyCancellable?, isCancelled: Bool)>((nil, false))

    init(
      _ upstream: Upstream,
      receiveCompletion: @escaping (Subscribers.Completion<Upstream.Failure>) -> Void = { _ in },
      receive: @escaping (Upstream.Output) -> Void
    ) {
      self.upstream = MainActorBound(value: upstream)
      self.receive = MainActorBound(value: receive)
      self.complete = MainActorBound(value: receiveCompletion)
    }

    /// Subscribes, and returns what cancels it.
    func start() -> AnyCancellable {
      MainQueue.run { self.attach() }
      return AnyCancellable { [self] in cancel() }
    }

    @MainActor private func attach() {
      guard !state.withLock({ $0.isCancelled }) else { return }
      let (receive, complete, state) = (receive, complete, state)
      let inner = upstream.value._subscribe(clock: nil) { value in
        if !state.withLock({ $0.isCancelled }) { receive.value(value) }
      } completion: { completion in
        let hadEnded = state.withLock { state in
          defer { state.isCancelled = true }
          return state.isCancelled
        }
        if !hadEnded { complete.value(completion) }
      }
      let stale = state.withLock { state -> AnyCancellable? in
        if state.isCancelled { return inner }
        state.inner = inner
        return nil
      }
      stale?.cancel()
    }

    private func cancel() {
      let inner = state.withLock { state -> AnyCancellable? in
        state.isCancelled = true
        defer { state.inner = nil }
        return state.inner
      }
      inner?.cancel()
    }
  }
#endif
