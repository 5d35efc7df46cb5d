import Foundation

// The os module's logging functions are C-style functions with underscores; these keep
// the names.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Writes a message to `log`, like the os module's `os_log(_:log:_:)`.
///
/// - Parameters:
///   - logLevel: The level.
///   - log: The log.
///   - message: The message.
public func os_log(
  _ logLevel: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage
) {
  Logger(log).log(level: logLevel, message)
}

/// Writes a `printf`-style message, like the os module's older
/// `os_log(_:dso:log:type:_:)`: `os_log("Saved %{public}@", log: log, type: .info, name)`.
///
/// Values are shown as Apple's store shows them: objects and strings (`%@`, `%s`) are
/// `<private>` unless marked `{public}`, numbers are shown unless marked `{private}`. The
/// format is read here, never handed to `String(format:)`, so a specifier without a value,
/// or a value of another kind, shows as written rather than reading past the values.
///
/// - Parameters:
///   - message: The format.
///   - dso: Accepted.
///   - log: The log.
///   - type: The level.
///   - args: The values.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  Logger(log).log(level: type, PrintfMessage(format: "\(message)", arguments: args).message)
}

/// Writes a `printf`-style message at `type`, like the os module's
/// `os_log(_:dso:log:_:_:)`: `os_log(.error, log: log, "Failed: %@", reason)`.
///
/// - Parameters:
///   - type: The level.
///   - dso: Accepted.
///   - log: The log.
///   - message: The format.
///   - args: The values.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  _ message: StaticString, _ args: any CVarArg...
) {
  Logger(log).log(level: type, PrintfMessage(format: "\(message)", arguments: args).message)
}
