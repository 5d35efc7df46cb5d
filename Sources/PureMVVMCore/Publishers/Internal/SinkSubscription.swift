#if !canImport(Darwin)
  /// One `sink`: it subscribes to its upstream on the main actor (at once on the main
  /// queue, soon otherwise) and passes each value to its closure until cancelled.
  final class SinkSubscription<Upstream: Publisher & SendableMetatype>: Sendable {
    private let upstream: MainActorBound<Upstream>
    private let receive: MainActorBound<(Upstream.Output) -> Void>
    /// The upstream's subscription once made, and whether this one was cancelled.
    private let state = Locked<(inner: AnyCancellable?, isCancelled: Bool)>((nil, false))

    init(_ upstream: Upstream, receive: @escaping (Upstream.Output) -> Void) {
      self.upstream = MainActorBound(value: upstream)
      self.receive = MainActorBound(value: receive)
    }

    /// Subscribes, and returns what cancels it.
    func start() -> AnyCancellable {
      MainQueue.run { self.attach() }
      return AnyCancellable { [self] in cancel() }
    }

    @MainActor private func attach() {
      guard !state.withLock({ $0.isCancelled }) else { return }
      let receive = receive
      let inner = upstream.value._subscribe(clock: nil) { receive.value($0) }
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
