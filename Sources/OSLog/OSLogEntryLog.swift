import Foundation

/// A message written with `Logger` or `os_log`, as a log store reads it back, like the
/// OSLog module's `OSLogEntryLog`.
public final class OSLogEntryLog: OSLogEntry {
  /// A message's level, as a store reports it, like Apple's `OSLogEntryLog.Level`.
  public enum Level: Int, Sendable {
    /// Not known.
    case undefined = 0
    /// `Logger.debug` and `Logger.trace`.
    case debug = 1
    /// `Logger.info`.
    case info = 2
    /// `Logger.notice` and `Logger.log`.
    case notice = 3
    /// `Logger.error` and `Logger.warning`.
    case error = 4
    /// `Logger.fault` and `Logger.critical`.
    case fault = 5
  }

  /// The message's level.
  public let level: Level
  /// The log's subsystem.
  public let subsystem: String
  /// The log's category.
  public let category: String
  /// The message's literal parts, with `%@` for each value.
  public let formatString: String
  /// The process's name.
  public var process: String { ProcessInfo.processInfo.processName }
  /// The process's identifier.
  public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }
  /// The library or executable that wrote it: the process, here.
  public var sender: String { process }
  /// The thread that wrote it: not recorded, 0.
  public var threadIdentifier: UInt64 { 0 }
  /// The activity it was written in: none, 0.
  public var activityIdentifier: UInt64 { 0 }

  init(_ entry: ProcessLog.Entry) {
    level =
      switch entry.level {
      case .debug: .debug
      case .info: .info
      case .error: .error
      case .fault: .fault
      default: .notice
      }
    subsystem = entry.subsystem
    category = entry.category
    formatString = entry.formatString
    super.init(composedMessage: entry.composedMessage, date: entry.date)
  }
}
