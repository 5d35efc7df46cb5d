#if !canImport(Darwin)
  import Foundation

  extension Publishers {
    /// Sends at most one value per interval, like Combine's `Publishers.Throttle`: the
    /// first value at once, then, at the end of each interval that had values, the latest
    /// (or the first) of them.
    ///
    /// The time is the host's clock in a hosted view and the wall clock for a `sink`, as
    /// for ``Debounce``.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher throttled.
      public let upstream: Upstream
      /// The shortest time between two values sent.
      public let interval: Context.SchedulerTimeType.Stride
      /// The scheduler named.
      public let scheduler: Context
      /// Whether an interval sends its latest value rather than its first.
      public let latest: Bool

      /// Subscribes to the upstream, sending at most one value per interval.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let gate = ThrottleGate(
          interval: interval._seconds, latest: latest, clock: clock, receive: receive)
        let inner = upstream._subscribe(clock: clock, gate.offer) { ended in
          gate.close()
          completion(ended)
        }
        return AnyCancellable {
          inner.cancel()
          MainQueue.run { gate.close() }
        }
      }
    }

    /// Sends each value, and the completion, a fixed time after the upstream sends it,
    /// like Combine's `Publishers.Delay`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher delayed.
      public let upstream: Upstream
      /// How long each value waits.
      public let interval: Context.SchedulerTimeType.Stride
      /// The scheduler named.
      public let scheduler: Context

      /// Subscribes to the upstream, passing on each value and the completion late.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let pending = PendingWork(delay: interval._seconds, clock: clock)
        let inner = upstream._subscribe(
          clock: clock,
          { value in pending.add { receive(value) } },
          completion: { ended in pending.add { completion(ended) } })
        return AnyCancellable {
          inner.cancel()
          MainQueue.run { pending.cancelAll() }
        }
      }
    }

    /// Ends when the upstream sends nothing for an interval, like Combine's
    /// `Publishers.Timeout`: it finishes, or fails with the custom error if there is one.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher watched.
      public let upstream: Upstream
      /// How long it may stay silent.
      public let interval: Context.SchedulerTimeType.Stride
      /// The scheduler named.
      public let scheduler: Context
      /// The error to fail with on a timeout; finishing if `nil`.
      public let customError: (() -> Upstream.Failure)?

      /// Subscribes to the upstream, ending it after a silent interval.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let junction = Junction(upstreams: 1, complete: completion)
        let watch = Relay()
        let customError = MainActorBound(value: customError)
        let silence = interval._seconds
        let rewind = { @MainActor in
          watch.start {
            Later.run(after: silence, clock: clock) {
              junction.end(customError.value.map { .failure($0()) } ?? .finished)
            }
          }
        }
        rewind()
        junction.attach(upstream, clock: clock) { value in
          rewind()
          receive(value)
        }
        junction.keep(watch.cancellable)
        return junction.cancellable
      }
    }
  }

  /// The deliveries a delay has waiting, each on its own timer.
  @MainActor
  final class PendingWork {
    private let delay: TimeInterval
    private let clock: HostClock?
    private var timers: [Int: AnyCancellable] = [:]
    private var nextID = 0

    init(delay: TimeInterval, clock: HostClock?) {
      self.delay = delay
      self.clock = clock
    }

    /// Runs `work` once the delay passes, unless cancelled first.
    func add(_ work: @escaping @MainActor () -> Void) {
      nextID += 1
      let id = nextID
      timers[id] = Later.run(after: delay, clock: clock) { [weak self] in
        self?.timers[id] = nil
        work()
      }
    }

    /// Drops every waiting delivery.
    func cancelAll() {
      let timers = timers
      self.timers = [:]
      for timer in timers.values { timer.cancel() }
    }
  }

  /// What a throttle holds between the values it sends.
  @MainActor
  final class ThrottleGate<Value> {
    private let interval: TimeInterval
    private let latest: Bool
    private let clock: HostClock?
    private let receive: @MainActor (Value) -> Void
    /// Open while an interval runs; then values wait in `held`.
    private var window: AnyCancellable?
    private var held: MainActorBound<Value>?

    init(
      interval: TimeInterval, latest: Bool, clock: HostClock?,
      receive: @escaping @MainActor (Value) -> Void
    ) {
      self.interval = interval
      self.latest = latest
      self.clock = clock
      self.receive = receive
    }

    /// Sends `value` now if no interval runs, or holds it for the interval's end.
    func offer(_ value: Value) {
      guard window != nil else { return send(value) }
      if latest || held == nil { held = MainActorBound(value: value) }
    }

    /// Drops what is held and stops the interval.
    func close() {
      window?.cancel()
      window = nil
      held = nil
    }

    private func send(_ value: Value) {
      receive(value)
      window = Later.run(after: interval, clock: clock) { [weak self] in self?.intervalEnded() }
    }

    private func intervalEnded() {
      window = nil
      guard let held else { return }
      self.held = nil
      send(held.value)
    }
  }

  extension Publisher {
    /// Sends at most one value per `interval`, like Combine's
    /// `throttle(for:scheduler:latest:)`.
    ///
    /// - Parameters:
    ///   - interval: The shortest time between two values, as `.seconds(1)`.
    ///   - scheduler: `RunLoop.main` or `DispatchQueue.main`.
    ///   - latest: Whether an interval sends its latest value rather than its first.
    /// - Returns: The publisher.
    public func throttle<S: Scheduler>(
      for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
      Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Sends each value and the completion `interval` later, like Combine's
    /// `delay(for:tolerance:scheduler:options:)`.
    ///
    /// - Parameters:
    ///   - interval: How long, as `.seconds(1)`.
    ///   - tolerance: Accepted.
    ///   - scheduler: `RunLoop.main` or `DispatchQueue.main`.
    ///   - options: Accepted.
    /// - Returns: The publisher.
    public func delay<S: Scheduler>(
      for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
      scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
      Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }

    /// Ends if nothing arrives for `interval`, like Combine's
    /// `timeout(_:scheduler:options:customError:)`.
    ///
    /// - Parameters:
    ///   - interval: How long it may stay silent.
    ///   - scheduler: `RunLoop.main` or `DispatchQueue.main`.
    ///   - options: Accepted.
    ///   - customError: The error to fail with; it finishes without one.
    /// - Returns: The publisher.
    public func timeout<S: Scheduler>(
      _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
      customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
      Publishers.Timeout(
        upstream: self, interval: interval, scheduler: scheduler, customError: customError)
    }
  }
#endif
