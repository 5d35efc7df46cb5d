/// Announces that an ``ObservableObject`` is about to change, like Combine's publisher of
/// the same name.
///
/// `@Published` properties call ``send()`` before every change; call it yourself for
/// changes to state that is not `@Published`. Hosts (inspector, console, previews) notice
/// the change and resolve again; ``subscribe(_:)`` lets other code listen.
public final class ObservableObjectPublisher: Sendable {
  private struct State {
    var version: UInt64 = 0
    var nextToken = 0
    var subscribers: [Int: @Sendable () -> Void] = [:]
  }

  private let state = Locked(State())

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Announces a change: every subscriber is called, synchronously, in no set order.
  public func send() {
    let subscribers = state.withLock { state in
      state.version &+= 1
      return Array(state.subscribers.values)
    }
    for subscriber in subscribers { subscriber() }
  }

  /// Calls `subscriber` on every ``send()`` until the returned subscription is cancelled
  /// or released.
  ///
  /// - Parameter subscriber: Called before each change.
  /// - Returns: The subscription; keep it for as long as you listen.
  public func subscribe(_ subscriber: @escaping @Sendable () -> Void)
    -> ObjectWillChangeSubscription
  {
    let token = state.withLock { state in
      state.nextToken += 1
      state.subscribers[state.nextToken] = subscriber
      return state.nextToken
    }
    // The subscription holds the publisher strongly: the publisher never holds the
    // subscription, so there is no cycle.
    return ObjectWillChangeSubscription { [self] in
      _ = state.withLock { $0.subscribers.removeValue(forKey: token) }
    }
  }

  /// How many changes were announced so far: a host compares it to skip resolving again.
  var version: UInt64 { state.withLock { $0.version } }
}

/// A subscription to an ``ObservableObjectPublisher``; it ends when cancelled or released.
public final class ObjectWillChangeSubscription: Sendable {
  private let cancellation: RunOnce

  init(cancel: @escaping @Sendable () -> Void) {
    cancellation = RunOnce(cancel)
  }

  /// Stops the subscriber from being called.
  public func cancel() {
    cancellation()
  }

  deinit {
    cancel()
  }
}
