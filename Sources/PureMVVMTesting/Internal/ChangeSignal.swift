/// Resumes a continuation once: with `true` when an observed change arrives, or `false`
/// when the timeout fires first.
@MainActor
final class ChangeSignal {
  private var continuation: CheckedContinuation<Bool, Never>?
  private var timeout: Task<Void, Never>?

  /// Waits for `arm` to report a change, or for `timeout` to pass.
  static func wait(
    timeout duration: Duration, arm: (ChangeSignal) -> Void
  ) async -> Bool {
    let signal = ChangeSignal()
    return await withCheckedContinuation { continuation in
      signal.continuation = continuation
      arm(signal)
      signal.timeout = Task { [weak signal] in
        try? await Task.sleep(for: duration)
        signal?.resume(false)
      }
    }
  }

  func resume(_ changed: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    timeout?.cancel()
    continuation.resume(returning: changed)
  }
}
