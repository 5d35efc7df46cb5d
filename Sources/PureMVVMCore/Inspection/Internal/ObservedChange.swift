/// Whether an `@Observable` property read by a resolution has changed since; noted from
/// whatever thread changed it.
final class ObservedChange: Sendable {
  private let changed = Locked(false)

  /// Whether a change was noted since the last ``reset()``.
  var happened: Bool { changed.withLock { $0 } }

  /// Notes a change.
  func note() {
    changed.withLock { $0 = true }
  }

  /// Starts watching afresh.
  func reset() {
    changed.withLock { $0 = false }
  }
}
