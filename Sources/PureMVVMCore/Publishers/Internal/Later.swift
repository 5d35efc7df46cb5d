#if !canImport(Darwin)
  import Dispatch
  import Foundation

  /// Runs work once after a delay, for the timed operators (`debounce`, `throttle`,
  /// `delay`, `timeout`): on the host's clock in a hosted view, which a test moves, and on
  /// the wall clock, on the main queue, for a `sink`.
  @MainActor
  enum Later {
    /// Runs `work` `delay` seconds from now, unless the returned subscription is cancelled
    /// first; an infinite delay never comes, and one that is not a number counts as none.
    static func run(
      after delay: TimeInterval, clock: HostClock?, _ work: @escaping @MainActor () -> Void
    ) -> AnyCancellable {
      guard delay != .infinity else { return AnyCancellable {} }
      let delay = delay.isFinite ? max(delay, 0) : 0
      if let clock {
        return clock.schedule(at: clock.now.addingTimeInterval(delay), next: { _ in nil }) { _ in
          work()
        }
      }
      let isCancelled = Locked(false)
      let work = MainActorBound(value: work)
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        MainActor.assumeIsolated {
          if !isCancelled.withLock({ $0 }) { work.value() }
        }
      }
      return AnyCancellable { isCancelled.withLock { $0 = true } }
    }
  }
#endif
