import Foundation

/// Reads a log back, like the OSLog module's `OSLogStore`: a test or a diagnostics screen
/// reads what the process wrote with `Logger`.
///
/// ```swift
/// let store = try OSLogStore(scope: .currentProcessIdentifier)
/// let since = store.position(timeIntervalSinceEnd: -60)
/// let lines = try store.getEntries(at: since)
///   .compactMap { $0 as? OSLogEntryLog }
///   .filter { $0.subsystem == "com.example.trails" }
///   .map(\.composedMessage)
/// ```
///
/// Both scopes read the current process's log, the newest 10,000 messages: Linux gives a
/// process no other's.
public final class OSLogStore {
  /// Which processes' entries a store reads, like Apple's `OSLogStore.Scope`.
  public enum Scope: Int, Sendable {
    /// Every process's: here, the current process's.
    case system = 0
    /// The current process's.
    case currentProcessIdentifier = 1
  }

  /// How entries are read, like Apple's `OSLogEnumerator.Options`.
  public struct EnumeratorOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Newest first.
    public static let reverse = EnumeratorOptions(rawValue: 1)
  }

  /// A store of `scope`'s entries.
  ///
  /// - Parameter scope: Which processes' entries it reads.
  /// - Throws: Nothing here; Apple's throws when the store cannot be opened.
  public init(scope: Scope) throws {}

  /// The store of the local system: here, the current process's entries.
  ///
  /// - Returns: The store.
  /// - Throws: Nothing here; Apple's throws when the store cannot be opened.
  public static func local() throws -> OSLogStore {
    try OSLogStore(scope: .system)
  }

  /// The position of the first entry written at or after `date`.
  ///
  /// - Parameter date: The date.
  /// - Returns: The position.
  public func position(date: Date) -> OSLogPosition {
    OSLogPosition(date: date)
  }

  /// The position `timeIntervalSinceEnd` seconds before (negative) the newest entry.
  ///
  /// - Parameter timeIntervalSinceEnd: Seconds, negative to go back.
  /// - Returns: The position.
  public func position(timeIntervalSinceEnd: TimeInterval) -> OSLogPosition {
    let end = ProcessLog.shared.snapshot.last?.date ?? Date()
    return OSLogPosition(date: end.addingTimeInterval(timeIntervalSinceEnd))
  }

  /// The position `timeIntervalSinceLatestBoot` seconds after the system started: here,
  /// after the process started, as Linux keeps no older entries for it.
  ///
  /// - Parameter timeIntervalSinceLatestBoot: Seconds.
  /// - Returns: The position.
  public func position(timeIntervalSinceLatestBoot: TimeInterval) -> OSLogPosition {
    let boot = Date().addingTimeInterval(-ProcessInfo.processInfo.systemUptime)
    return OSLogPosition(date: boot.addingTimeInterval(timeIntervalSinceLatestBoot))
  }

  /// The entries from `position` on, oldest first unless `options` say otherwise, that
  /// `predicate` accepts.
  ///
  /// - Parameters:
  ///   - options: `.reverse` for newest first.
  ///   - position: Where to start; `nil` for the oldest entry kept.
  ///   - predicate: Which entries to keep; `nil` for all.
  /// - Returns: The entries, each an ``OSLogEntryLog``.
  /// - Throws: Nothing here; Apple's throws when the store cannot be read.
  public func getEntries(
    with options: EnumeratorOptions = [], at position: OSLogPosition? = nil,
    matching predicate: NSPredicate? = nil
  ) throws -> AnySequence<OSLogEntry> {
    var entries: [OSLogEntry] = ProcessLog.shared.snapshot
      .filter { entry in position.map { entry.date >= $0.date } ?? true }
      .map(OSLogEntryLog.init)
    if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
    return AnySequence(options.contains(.reverse) ? entries.reversed() : entries)
  }
}
