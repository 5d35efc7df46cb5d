import Foundation

/// The log of the current process: the messages written, newest last, what `OSLogStore`
/// reads.
package final class ProcessLog: @unchecked Sendable {
  // Safe to send: every read and write of `entries` and `clock` holds `lock`, and the
  // entries are values.

  /// One message written.
  package struct Entry: Sendable {
    /// When it was written.
    package var date: Date
    /// Its level.
    package var level: OSLogType
    /// The log's subsystem.
    package var subsystem: String
    /// The log's category.
    package var category: String
    /// The message as shown, private values redacted.
    package var composedMessage: String
    /// The message's literal parts, `%@` for each value.
    package var formatString: String
  }

  /// The log of this process.
  package static let shared = ProcessLog()

  /// The most messages kept; older ones are dropped, as the system's store rotates.
  package static let capacity = 10_000

  private let lock = NSLock()
  private var entries: [Entry] = []
  private var start = 0
  private var clock: @Sendable () -> Date = { Date() }

  /// Keeps `message`, unless `log` is disabled.
  func append(_ message: OSLogMessage, level: OSLogType, to log: OSLog) {
    guard log.isEnabled(type: level) else { return }
    lock.withLock {
      let entry = Entry(
        date: clock(), level: level, subsystem: log.subsystem, category: log.category,
        composedMessage: message.composed, formatString: message.format)
      if entries.count < Self.capacity {
        entries.append(entry)
      } else {
        entries[start] = entry
        start = (start + 1) % Self.capacity
      }
    }
  }

  /// The messages kept, oldest first.
  package var snapshot: [Entry] {
    lock.withLock { Array(entries[start...] + entries[..<start]) }
  }

  /// Replaces the clock that dates messages, for a test; `nil` restores the system's.
  package func setClock(_ clock: (@Sendable () -> Date)?) {
    lock.withLock { self.clock = clock ?? { Date() } }
  }
}
