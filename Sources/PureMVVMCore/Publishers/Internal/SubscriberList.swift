#if !canImport(Darwin)
  /// The subscribers of a subject or `@Published` property, and its latest value if it
  /// keeps one: what `send` reaches.
  final class SubscriberList<Value>: Sendable {
    private struct State {
      var value: Value?
      var nextToken = 0
      var subscribers: [Int: @MainActor (Value) -> Void] = [:]
      var isFinished = false
    }

    private let state: Locked<State>
    /// Whether a value sent off the main queue is dropped rather than delivered there later.
    private let dropsOffMain: Bool

    /// A list keeping `value` as the latest (none for a passthrough subject).
    init(value: Value?, dropsOffMain: Bool) {
      state = Locked(State(value: value))
      self.dropsOffMain = dropsOffMain
    }

    /// The latest value sent, if this list keeps one.
    var value: Value? { state.withLock { $0.value } }

    /// Adds `receive`, calling it with the latest value first if there is one.
    @MainActor
    func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
      let (token, value) = state.withLock { state -> (Int?, Value?) in
        guard !state.isFinished else { return (nil, nil) }
        state.nextToken += 1
        state.subscribers[state.nextToken] = receive
        return (state.nextToken, state.value)
      }
      guard let token else { return AnyCancellable {} }
      if let value { receive(value) }
      return AnyCancellable { [state] in state.withLock { $0.subscribers[token] = nil } }
    }

    /// Keeps `value` as the latest, if this list keeps one, and delivers it: at once on
    /// the main queue, otherwise on the main queue soon after (or never, if it drops
    /// such values).
    func send(_ value: Value, keeping: Bool) {
      let subscribers = state.withLock { state -> [@MainActor (Value) -> Void] in
        guard !state.isFinished else { return [] }
        if keeping { state.value = value }
        return Array(state.subscribers.values)
      }
      guard !subscribers.isEmpty else { return }
      let delivery = MainActorBound(value: (value, subscribers))
      guard MainQueue.isCurrent || !dropsOffMain else { return }
      MainQueue.run { for receive in delivery.value.1 { receive(delivery.value.0) } }
    }

    /// Ends the list: its subscribers are dropped and nothing more is delivered.
    func finish() {
      state.withLock { state in
        state.isFinished = true
        state.subscribers = [:]
      }
    }
  }
#endif
