import Foundation

/// Writes messages to the process's log, like the os module's `Logger`, where Linux has no
/// os module: `private let logger = Logger(subsystem: "com.example.trails", category: "ui")`
/// and `logger.info("Loaded \(count) routes")` compile and run.
///
/// Messages go to the log of the current process, which `OSLogStore` (import `OSLog`)
/// reads back, with values redacted as Apple's log store shows them to another process:
/// strings and objects are `<private>` unless marked `privacy: .public`, numbers and
/// Booleans are shown. Nothing is printed, so logging never changes what a design renders
/// or a test prints.
public struct Logger: Sendable {
  /// The log written to.
  let log: OSLog

  /// A logger for `subsystem` and `category`.
  ///
  /// - Parameters:
  ///   - subsystem: The subsystem, such as the app's bundle identifier.
  ///   - category: The category, such as `"network"`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger writing to `logObj`.
  ///
  /// - Parameter logObj: The log.
  public init(_ logObj: OSLog) {
    log = logObj
  }

  /// A logger with no subsystem or category.
  public init() {
    log = .default
  }

  /// Writes a message at the default level.
  ///
  /// - Parameter message: The message.
  public func log(_ message: OSLogMessage) {
    log(level: .default, message)
  }

  /// Writes a message at `level`.
  ///
  /// - Parameters:
  ///   - level: The level.
  ///   - message: The message.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    ProcessLog.shared.append(message, level: level, to: log)
  }

  /// Writes a trace message, at the debug level.
  ///
  /// - Parameter message: The message.
  public func trace(_ message: OSLogMessage) {
    log(level: .debug, message)
  }

  /// Writes a debug message.
  ///
  /// - Parameter message: The message.
  public func debug(_ message: OSLogMessage) {
    log(level: .debug, message)
  }

  /// Writes an informative message.
  ///
  /// - Parameter message: The message.
  public func info(_ message: OSLogMessage) {
    log(level: .info, message)
  }

  /// Writes a notice, at the default level.
  ///
  /// - Parameter message: The message.
  public func notice(_ message: OSLogMessage) {
    log(level: .default, message)
  }

  /// Writes a warning, at the error level.
  ///
  /// - Parameter message: The message.
  public func warning(_ message: OSLogMessage) {
    log(level: .error, message)
  }

  /// Writes an error.
  ///
  /// - Parameter message: The message.
  public func error(_ message: OSLogMessage) {
    log(level: .error, message)
  }

  /// Writes a critical message, at the fault level.
  ///
  /// - Parameter message: The message.
  public func critical(_ message: OSLogMessage) {
    log(level: .fault, message)
  }

  /// Writes a fault: a bug in the app.
  ///
  /// - Parameter message: The message.
  public func fault(_ message: OSLogMessage) {
    log(level: .fault, message)
  }
}
