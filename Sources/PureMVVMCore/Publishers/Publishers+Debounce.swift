#if !canImport(Darwin)
  import Foundation

  extension Publishers {
    /// Sends a value only once `dueTime` passes without another, like Combine's
    /// `Publishers.Debounce`: a search field's query once the user stops typing.
    ///
    /// In a hosted view (`.onReceive`) the time is the host's clock, which a test moves
    /// with `advance(by:)`; for a `sink`, it is the wall clock, on the main queue.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher whose bursts are debounced.
      public let upstream: Upstream
      /// How long a value waits for another.
      public let dueTime: Context.SchedulerTimeType.Stride
      /// The scheduler named.
      public let scheduler: Context

      /// Subscribes to the upstream, sending each value that waits out `dueTime`.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let pending = DebouncePending<Output>(delay: dueTime._seconds, clock: clock, receive)
        let inner = upstream._subscribe(clock: clock) {
          pending.hold($0)
        } completion: {
          pending.cancel()
          completion($0)
        }
        return AnyCancellable {
          inner.cancel()
          MainQueue.run { pending.cancel() }
        }
      }
    }
  }

  /// The value a debounce holds, and the timer that will send it.
  @MainActor
  final class DebouncePending<Value> {
    private let delay: TimeInterval
    private let clock: HostClock?
    private let receive: @MainActor (Value) -> Void
    private var timer: AnyCancellable?

    init(delay: TimeInterval, clock: HostClock?, _ receive: @escaping @MainActor (Value) -> Void) {
      self.delay = delay
      self.clock = clock
      self.receive = receive
    }

    /// Holds `value`, dropping the one held before, and sends it once the delay passes.
    func hold(_ value: Value) {
      timer?.cancel()
      let held = MainActorBound(value: value)
      timer = Later.run(after: delay, clock: clock) { [weak self] in self?.receive(held.value) }
    }

    func cancel() {
      timer?.cancel()
    }
  }

  extension Publisher {
    /// Sends a value only once `dueTime` passes without another, like Combine's
    /// `debounce(for:scheduler:options:)`.
    ///
    /// - Parameters:
    ///   - dueTime: How long a value waits, as `.milliseconds(300)`.
    ///   - scheduler: `RunLoop.main` or `DispatchQueue.main`.
    ///   - options: Accepted.
    /// - Returns: The publisher.
    public func debounce<S: Scheduler>(
      for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
      Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
  }
#endif
