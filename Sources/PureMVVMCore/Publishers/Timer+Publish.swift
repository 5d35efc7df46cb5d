#if !canImport(Darwin)
  import Foundation

  extension Timer {
    /// A publisher that sends the host clock's time every `interval` seconds once
    /// connected, like Combine's `Timer.publish(every:tolerance:on:in:options:)`.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text(now, style: .time).onReceive(ticks) { now = $0 }
    /// ```
    ///
    /// It ticks on the host's ``HostClock``, which a test moves with
    /// `inspector.clock.advance(by:)`; never on the wall clock. An interval of zero or
    /// below ticks every 0.1 ms, as Foundation's `Timer` does.
    ///
    /// - Parameters:
    ///   - interval: Seconds between ticks.
    ///   - tolerance: Accepted.
    ///   - runLoop: Accepted; ticks arrive on the main actor.
    ///   - mode: Accepted.
    ///   - options: Accepted.
    /// - Returns: The publisher; it ticks only once connected.
    public static func publish(
      every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
      in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
      TimerPublisher(interval: interval)
    }

    /// A publisher of the host clock's time at a fixed interval, like Combine's
    /// `Timer.TimerPublisher`; it ticks once connected.
    public final class TimerPublisher: ConnectablePublisher, Sendable {
      /// The time of each tick.
      public typealias Output = Date
      /// A timer never fails.
      public typealias Failure = Never

      /// Seconds between ticks.
      public let interval: TimeInterval
      private let isConnected = Locked(false)

      init(interval: TimeInterval) {
        self.interval = interval
      }

      /// Starts ticking for every subscriber.
      ///
      /// - Returns: The connection; cancelling it stops the ticks, and dropping it does not,
      ///   as in Combine.
      public func connect() -> any Cancellable {
        isConnected.withLock { $0 = true }
        return Connection(isConnected: isConnected)
      }

      /// A timer's connection: it lasts until cancelled.
      private struct Connection: Cancellable {
        let isConnected: Locked<Bool>

        func cancel() {
          isConnected.withLock { $0 = false }
        }
      }

      /// Ticks `receive` on the host clock while connected.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Date) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Never>) -> Void
      ) -> AnyCancellable {
        guard let clock else { return AnyCancellable {} }
        return clock.schedule(every: interval) { [isConnected] date in
          if isConnected.withLock({ $0 }) { receive(date) }
        }
      }
    }
  }

  extension RunLoop {
    /// Options for scheduling on a run loop; accepted by `Timer.publish`, as in Combine.
    public struct SchedulerOptions: Sendable {}
  }

  /// Namespace for the publishers operators make, like Combine's `Publishers`.
  public enum Publishers {
    /// A publisher that connects its upstream when subscribed to, like Combine's
    /// `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure

      /// The publisher it connects.
      public let upstream: Upstream

      /// Creates the connecting publisher.
      ///
      /// - Parameter upstream: The publisher to connect.
      public init(upstream: Upstream) {
        self.upstream = upstream
      }

      /// Connects the upstream and passes what it sends on.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Upstream.Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        // Subscribed first, so what connecting sends at once reaches this subscriber.
        let subscription = upstream._subscribe(clock: clock, receive, completion: completion)
        _ = upstream.connect()
        return subscription
      }
    }
  }
#endif
