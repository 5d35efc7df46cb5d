import Foundation

/// A value guarded by a lock, shared across threads.
///
/// Like `Synchronization.Mutex`, but built on `NSLock` (a pthread mutex), whose
/// synchronisation ThreadSanitizer sees: on Linux, `Mutex` locks with futexes inside the
/// uninstrumented standard library, and ThreadSanitizer reported correctly locked
/// accesses as races.
package final class Locked<Value>: @unchecked Sendable {
  // Safety: `value` is only read or written inside `withLock`, which holds `lock` for the
  // whole access, so no two threads ever touch it at once; it never escapes the closure by
  // reference (the closure gets `inout` access for its duration only). The run-time
  // exclusivity check is skipped for the same reason: an overlapping access would need a
  // second `withLock` while the first holds the lock, which would deadlock before it.
  @exclusivity(unchecked) private var value: Value
  private let lock = NSLock()

  /// Guards `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
