/// An action run at most once, whichever thread asks first: how a subscription cancels.
struct RunOnce: Sendable {
  private let action: Locked<(@Sendable () -> Void)?>

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Locked(action)
  }

  /// Runs the action the first time; later calls do nothing.
  func callAsFunction() {
    let action = action.withLock { $0.take() }
    action?()
  }
}
