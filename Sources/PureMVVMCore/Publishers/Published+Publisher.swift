#if !canImport(Darwin)
  import Foundation

  extension Published {
    /// Sends a `@Published` property's values, like Combine's `Published.Publisher`.
    ///
    /// Values set on the main thread arrive at once; those set elsewhere are not
    /// delivered, as SwiftUI views must not be changed off the main thread.
    public struct Publisher: PureMVVMCore.Publisher {
      /// The property's value.
      public typealias Output = Value
      /// It never fails.
      public typealias Failure = Never

      let subject: PublishedSubject<Value>

      /// Calls `receive` with the current value, then with each new one.
      @MainActor
      public func _subscribe(clock: HostClock?, _ receive: @escaping @MainActor (Value) -> Void)
        -> AnyCancellable
      {
        subject.subscribe(receive)
      }
    }
  }

  /// The subscribers of one `@Published` property, and its latest value.
  final class PublishedSubject<Value>: Sendable {
    private struct State {
      var value: Value
      var nextToken = 0
      var subscribers: [Int: @MainActor (Value) -> Void] = [:]
    }

    private let state: Locked<State>

    init(_ value: Value) {
      state = Locked(State(value: value))
    }

    @MainActor
    func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
      let (token, value) = state.withLock { state in
        state.nextToken += 1
        state.subscribers[state.nextToken] = receive
        return (state.nextToken, state.value)
      }
      receive(value)
      return AnyCancellable { [state] in state.withLock { $0.subscribers[token] = nil } }
    }

    func send(_ value: Value) {
      let subscribers = state.withLock { state in
        state.value = value
        return Array(state.subscribers.values)
      }
      guard MainQueue.isCurrent else { return }
      // Safe: the closure runs at once, on this same (main) thread.
      nonisolated(unsafe) let value = value
      MainActor.assumeIsolated {
        for receive in subscribers { receive(value) }
      }
    }
  }

  extension Published.Publisher: IdentifiedPublisher {
    var subscriptionIdentity: AnyHashable { ObjectIdentifier(subject) }
  }
#endif
