// Combine exists on Apple platforms, where a design imports SwiftUI instead.
#if !canImport(Darwin)
  /// Something that sends values over time, standing in for Combine's `Publisher` where
  /// there is no Combine (Linux): what `.onReceive(_:perform:)` listens to.
  ///
  /// A publisher sends values, then at most one completion: `.finished`, or
  /// `.failure(error)` if its `Failure` is not `Never`. Nothing arrives after the
  /// completion. Everything arrives on the main actor.
  public protocol Publisher<Output, Failure> {
    /// What it sends.
    associatedtype Output
    /// How it fails; `Never` if it cannot.
    associatedtype Failure: Error

    /// Starts sending values to `receive`, then its completion to `completion`, on the
    /// main actor, until the returned subscription is cancelled or released; timers tick
    /// on `clock`, and never without one.
    @MainActor
    func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
  }

  extension Publisher {
    /// Starts sending values to `receive`, ignoring the completion.
    @MainActor
    func _subscribe(clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void)
      -> AnyCancellable
    {
      _subscribe(clock: clock, receive, completion: { _ in })
    }
  }

  /// A publisher that sends nothing until connected, like Combine's
  /// `ConnectablePublisher`.
  public protocol ConnectablePublisher: Publisher {
    /// Starts sending.
    ///
    /// - Returns: A subscription; cancelling it stops the sending.
    func connect() -> any Cancellable
  }

  extension ConnectablePublisher {
    /// A publisher that connects this one when something subscribes, like Combine's
    /// `autoconnect()`.
    ///
    /// - Returns: The connecting publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
      Publishers.Autoconnect(upstream: self)
    }
  }

  /// Something that can be cancelled, like Combine's `Cancellable`.
  public protocol Cancellable {
    /// Stops the work; calling it again does nothing.
    func cancel()
  }

  extension Cancellable {
    /// Keeps the subscription in a set, cancelled when the set lets it go, as Combine's
    /// `store(in:)`.
    ///
    /// - Parameter set: Where to keep it.
    public func store(in set: inout Set<AnyCancellable>) {
      AnyCancellable(self).store(in: &set)
    }

    /// Keeps the subscription in a collection, such as an array, cancelled when the
    /// collection lets it go, as Combine's `store(in:)`.
    ///
    /// - Parameter collection: Where to keep it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      AnyCancellable(self).store(in: &collection)
    }
  }

  /// A subscription that cancels itself when released, like Combine's `AnyCancellable`.
  public final class AnyCancellable: Cancellable, Hashable, Sendable {
    private let cancellation: RunOnce

    /// Creates a subscription that runs `cancel` once, when cancelled or released.
    ///
    /// - Parameter cancel: What cancelling does.
    public init(_ cancel: @escaping @Sendable () -> Void) {
      cancellation = RunOnce(cancel)
    }

    /// A subscription that cancels `cancellable` when cancelled or released.
    ///
    /// - Parameter cancellable: What it cancels.
    public init(_ cancellable: some Cancellable) {
      if let any = cancellable as? AnyCancellable {
        // Holding the original keeps it from cancelling itself when it is released.
        cancellation = RunOnce { any.cancel() }
      } else {
        let handle = CancelHandle(cancellable: cancellable)
        cancellation = RunOnce { handle.cancellable.cancel() }
      }
    }

    /// Stops the subscription.
    public func cancel() {
      cancellation()
    }

    /// Keeps the subscription in a set, as Combine's `store(in:)`.
    ///
    /// - Parameter set: Where to keep it.
    public func store(in set: inout Set<AnyCancellable>) {
      set.insert(self)
    }

    /// Keeps the subscription in a collection, such as an array, as Combine's
    /// `store(in:)`.
    ///
    /// - Parameter collection: Where to keep it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      collection.append(self)
    }

    /// Whether two subscriptions are the same one.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the subscription's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }

    deinit {
      cancel()
    }
  }

  /// A cancellable handed to whichever thread cancels it.
  ///
  /// `@unchecked Sendable` is safe as used: Combine asks that `cancel()` be callable from
  /// any thread, every `Cancellable` this package makes guards its state with a lock, and
  /// ``AnyCancellable`` calls it at most once.
  private struct CancelHandle: @unchecked Sendable {
    let cancellable: any Cancellable
  }
#endif
