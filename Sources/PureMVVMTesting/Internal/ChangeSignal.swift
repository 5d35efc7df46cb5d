/// Resumes a continuation once: with `true` when an observed change arrives, or `false`
/// when the timeout fires first.
@MainActor
final class ChangeSignal {
  private var continuation: CheckedContinuation<Bool, Never>?
  private var timeout: Task<Void, Never>?

  /// Waits for `arm` to report a change, for `timeout` to pass, or for the waiting task
  /// to be cancelled (a test's time limit), whichever comes first.
  static func wait(
    timeout duration: Duration, arm: (ChangeSignal) -> Void
  ) async -> Bool {
    let signal = ChangeSignal()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        signal.continuation = continuation
        arm(signal)
        signal.timeout = Task { [weak signal] in
          try? await Task.sleep(for: duration)
          signal?.resume(false)
        }
        // Cancelled before the handler below could see a continuation to resume.
        if Task.isCancelled { signal.resume(false) }
      }
    } onCancel: {
      Task { @MainActor in signal.resume(false) }
    }
  }

  func resume(_ changed: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    timeout?.cancel()
    continuation.resume(returning: changed)
  }
}
