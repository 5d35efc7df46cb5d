import Dispatch

/// Whether code runs on the main queue, where the main actor's work runs.
///
/// `Thread.isMainThread` is not the test: a test runner may drain the main queue, and so
/// run the main actor, on a thread that is not the process's first.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  /// Whether the caller is on the main queue, so on the main actor.
  static var isCurrent: Bool {
    marked
    return DispatchQueue.getSpecific(key: key) == true
  }

  /// Runs `work` on the main actor: at once on the main queue, otherwise on the main queue
  /// soon after, in the order asked.
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isCurrent {
      MainActor.assumeIsolated { work() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
  }
}
