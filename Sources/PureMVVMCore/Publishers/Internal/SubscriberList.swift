#if !canImport(Darwin)
  /// The subscribers of a subject or `@Published` property, and its latest value if it
  /// keeps one: what `send` reaches, in the order they subscribed.
  final class SubscriberList<Value, Failure: Error>: Sendable {
    private struct Subscriber {
      let receive: @MainActor (Value) -> Void
      let complete: @MainActor (Subscribers.Completion<Failure>) -> Void
      /// Set when its subscription is cancelled: a delivery queued before then skips it.
      let isCancelled = Locked(false)
    }

    private struct State {
      var value: Value?
      var subscribers: [Subscriber] = []
      var completion: Subscribers.Completion<Failure>?
      /// The enclosing object's change announcer, for values assigned with `assign(to:)`.
      var announcer: ObservableObjectPublisher?
      /// Subscriptions that last as long as the list: those `assign(to:)` made.
      var retained: [AnyCancellable] = []
      /// How many values were sent, so a late store knows whether a later value came.
      var sends = 0
    }

    private let state: Locked<State>
    /// Whether a value sent off the main queue is dropped rather than delivered there later.
    private let dropsOffMain: Bool
    /// Whether a subscriber coming after the end gets the latest value before the completion.
    private let replaysAfterEnd: Bool
    /// Whether a value sent on the main queue is kept only once delivered.
    private let storesAfterDelivery: Bool

    /// A list keeping `value` as the latest (none for a passthrough subject).
    init(
      value: Value?, dropsOffMain: Bool, replaysAfterEnd: Bool = false,
      storesAfterDelivery: Bool = false
    ) {
      state = Locked(State(value: value))
      self.dropsOffMain = dropsOffMain
      self.replaysAfterEnd = replaysAfterEnd
      self.storesAfterDelivery = storesAfterDelivery
    }

    /// The latest value sent, if this list keeps one.
    var value: Value? { state.withLock { $0.value } }

    /// Adds a subscriber, calling `receive` with the latest value first if there is one;
    /// once the list has ended, `complete` is called at once instead (after the latest
    /// value, if the list replays it).
    @MainActor
    func subscribe(
      _ receive: @escaping @MainActor (Value) -> Void,
      completion complete: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      let subscriber = Subscriber(receive: receive, complete: complete)
      let (value, ended) = state.withLock {
        state -> (Value?, Subscribers.Completion<Failure>?) in
        if let completion = state.completion {
          return (replaysAfterEnd ? state.value : nil, completion)
        }
        state.subscribers.append(subscriber)
        return (state.value, nil)
      }
      if let value { receive(value) }
      if let ended {
        complete(ended)
        return AnyCancellable {}
      }
      let flag = subscriber.isCancelled
      return AnyCancellable { [state] in
        flag.withLock { $0 = true }
        state.withLock { $0.subscribers.removeAll { $0.isCancelled === flag } }
      }
    }

    /// Keeps `value` as the latest, if this list keeps one, and delivers it to the
    /// subscribers it has now: at once on the main queue, otherwise on the main queue soon
    /// after, to those still subscribed then (or never, if it drops such values).
    ///
    /// A list that announces before it stores (a `@Published` property's) keeps a value
    /// sent on the main queue only once it is delivered, so a subscriber reading the
    /// property still reads the old value, as in Combine; unless a value sent during the
    /// delivery took its place.
    func send(_ value: Value, keeping: Bool) {
      let isOnMain = MainQueue.isCurrent
      let storesAfter = keeping && storesAfterDelivery && isOnMain
      let (subscribers, sent) = state.withLock { state -> ([Subscriber], Int) in
        guard state.completion == nil else { return ([], 0) }
        state.sends += 1
        if keeping, !storesAfter { state.value = value }
        return (state.subscribers, state.sends)
      }
      if !subscribers.isEmpty, isOnMain || !dropsOffMain {
        let delivery = MainActorBound(value: (value, subscribers))
        MainQueue.run {
          let (value, subscribers) = delivery.value
          for subscriber in subscribers where !subscriber.isCancelled.withLock({ $0 }) {
            subscriber.receive(value)
          }
        }
      }
      guard storesAfter else { return }
      state.withLock { state in
        if state.sends == sent { state.value = value }
      }
    }

    /// Announces values assigned with ``assign(_:)`` to `publisher`, the enclosing
    /// object's `objectWillChange`.
    func announceChanges(to publisher: ObservableObjectPublisher) {
      state.withLock { $0.announcer = publisher }
    }

    /// Announces the enclosing object's change, then keeps and delivers `value`: what a
    /// `@Published` property's setter does, for a value `assign(to:)` received.
    func assign(_ value: Value) {
      state.withLock { $0.announcer }?.send()
      send(value, keeping: true)
    }

    /// Keeps `subscription` for as long as the list lasts.
    func retain(_ subscription: AnyCancellable) {
      state.withLock { $0.retained.append(subscription) }
    }

    /// Ends the list with `completion`.
    ///
    /// Its subscribers get `completion` and are dropped, later ones get only that (after
    /// the latest value, if the list replays it), and nothing more is delivered. Ending it
    /// again does nothing.
    func finish(_ completion: Subscribers.Completion<Failure>) {
      let subscribers = state.withLock { state -> [Subscriber] in
        guard state.completion == nil else { return [] }
        state.completion = completion
        defer { state.subscribers = [] }
        return state.subscribers
      }
      guard !subscribers.isEmpty else { return }
      let delivery = MainActorBound(value: (completion, subscribers))
      MainQueue.run {
        let (completion, subscribers) = delivery.value
        for subscriber in subscribers where !subscriber.isCancelled.withLock({ $0 }) {
          subscriber.complete(completion)
        }
      }
    }
  }
#endif
