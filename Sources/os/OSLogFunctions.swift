import Foundation

// The os module's logging functions are C-style functions with underscores; these keep
// the names.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Writes a message to `log` at `type`, like the os module's `os_log(_:log:_:)`.
///
/// - Parameters:
///   - type: The level.
///   - log: The log.
///   - message: The message.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
  Logger(log).log(level: type, message)
}

/// Writes a message to `log` at the default level, like the os module's `os_log(_:log:)`.
///
/// - Parameters:
///   - message: The message.
///   - log: The log.
public func os_log(_ message: OSLogMessage, log: OSLog = .default) {
  Logger(log).log(level: .default, message)
}

/// Writes a `printf`-style message, like the os module's older `os_log(_:dso:log:type:_:)`:
/// `os_log("Saved %{public}@", log: .default, type: .info, name)`.
///
/// The privacy markers in the format (`{public}`, `{private}`) are read and dropped; the
/// values are shown as formatted, as this form's arguments carry no privacy of their own.
/// A format asking for more values than it is given is kept as written, not read past
/// its values.
///
/// - Parameters:
///   - message: The format.
///   - dso: Accepted.
///   - log: The log.
///   - type: The level.
///   - args: The values.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  let format = "\(message)".replacingOccurrences(
    of: "%\\{[^}]*\\}", with: "%", options: .regularExpression)
  let specifiers = format.replacingOccurrences(of: "%%", with: "").filter { $0 == "%" }.count
  let text = specifiers <= args.count ? String(format: format, arguments: args) : format
  Logger(log).log(level: type, OSLogMessage(stringLiteral: text))
}
