/// The level of a log message, like the os module's `OSLogType`.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
  /// The level's number, as Apple's.
  public let rawValue: UInt8

  /// The level numbered `rawValue`.
  ///
  /// - Parameter rawValue: The number.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A message worth keeping: `Logger.notice` and `Logger.log`.
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information that may help: `Logger.info`.
  public static let info = OSLogType(rawValue: 0x01)
  /// Detail for debugging: `Logger.debug` and `Logger.trace`.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error: `Logger.error` and `Logger.warning`.
  public static let error = OSLogType(rawValue: 0x10)
  /// A bug: `Logger.fault` and `Logger.critical`.
  public static let fault = OSLogType(rawValue: 0x11)
}
