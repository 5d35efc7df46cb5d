import Foundation

/// The log of the current process: the messages written, newest last, what `OSLogStore`
/// reads.
package final class ProcessLog: @unchecked Sendable {
  // Safe to send: every read and write of `entries` and `start` holds `lock`, and the
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

  /// The log of this process, keeping the newest 10,000 messages.
  package static let shared = ProcessLog(capacity: 10_000)

  /// The most messages kept; older ones are dropped, as the system's store rotates.
  package let capacity: Int

  private let lock = NSLock()
  private var entries: [Entry] = []
  private var start = 0

  /// A log keeping the newest `capacity` messages (at least one).
  package init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// Keeps `message`, unless `log` is disabled.
  package func append(_ message: OSLogMessage, level: OSLogType, to log: OSLog) {
    guard log.isEnabled(type: level) else { return }
    lock.withLock {
      let entry = Entry(
        date: Date(), level: level, subsystem: log.subsystem, category: log.category,
        composedMessage: message.composed, formatString: message.format)
      if entries.count < capacity {
        entries.append(entry)
      } else {
        entries[start] = entry
        start = (start + 1) % capacity
      }
    }
  }

  /// The messages kept, oldest first.
  package var snapshot: [Entry] {
    lock.withLock { Array(entries[start...] + entries[..<start]) }
  }
}
