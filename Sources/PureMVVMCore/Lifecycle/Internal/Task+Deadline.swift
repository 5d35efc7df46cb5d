extension Task where Success == Void, Failure == Never {
  /// Whether the task finishes before `deadline`; stops waiting at the deadline even if
  /// the task goes on.
  @MainActor
  package func finishes(before deadline: ContinuousClock.Instant) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let outcome = RaceOutcome(continuation)
      let timer = Task<Void, Never> { @MainActor in
        try? await Task<Never, Never>.sleep(until: deadline, clock: .continuous)
        outcome.resume(false)
      }
      Task<Void, Never> { @MainActor in
        await self.value
        timer.cancel()
        outcome.resume(true)
      }
    }
  }
}

/// The answer of a race between a task and a deadline: the first to finish resumes it,
/// the other is ignored.
@MainActor
private final class RaceOutcome {
  private var continuation: CheckedContinuation<Bool, Never>?

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = continuation
  }

  func resume(_ finished: Bool) {
    continuation?.resume(returning: finished)
    continuation = nil
  }
}
