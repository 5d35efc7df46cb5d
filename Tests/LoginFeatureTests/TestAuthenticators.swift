import LoginFeature

/// An authenticator whose answer is a closure: the test double for the login view model.
struct ClosureAuthenticator: Authenticator {
  let handler: @Sendable (String, String) async throws -> String

  func authenticate(userName: String, password: String) async throws -> String {
    try await handler(userName, password)
  }
}

/// An authenticator that holds every call until the test answers it, so a test can act
/// while an attempt is in flight — without sleeping.
actor GatedAuthenticator: Authenticator {
  private(set) var calls: [String] = []
  private var pending: [CheckedContinuation<String, any Error>] = []
  private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var standingAnswer: Result<String, any Error>?

  func authenticate(userName: String, password: String) async throws -> String {
    calls.append(userName)
    let ready = callWaiters.filter { $0.count <= calls.count }
    callWaiters.removeAll { $0.count <= calls.count }
    for waiter in ready { waiter.continuation.resume() }
    if let standingAnswer { return try standingAnswer.get() }
    return try await withCheckedThrowingContinuation { pending.append($0) }
  }

  /// Returns once `count` calls have arrived, or when the waiting test is cancelled (its
  /// time limit passed), so a regression fails the test instead of hanging it.
  func waitForCalls(_ count: Int = 1) async {
    guard calls.count < count else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { return continuation.resume() }
        callWaiters.append((count, continuation))
      }
    } onCancel: {
      Task { await self.releaseWaiters() }
    }
  }

  private func releaseWaiters() {
    for waiter in callWaiters { waiter.continuation.resume() }
    callWaiters = []
  }

  /// Answers the oldest held call.
  func answer(_ result: Result<String, any Error>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst().resume(with: result)
  }

  /// Answers every held call, and every later one at once, with `result`: nothing a test
  /// awaits can stay pending, even if the code under test makes calls it should not.
  func answerEveryCall(with result: Result<String, any Error>) {
    standingAnswer = result
    for call in pending { call.resume(with: result) }
    pending = []
  }
}
