import Foundation

/// A log of one subsystem and category, like the os module's `OSLog`: what `os_log` and
/// `Logger(_:)` write to.
public final class OSLog: NSObject, Sendable {
  /// The subsystem, such as the app's bundle identifier.
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String
  /// Whether messages sent to it are kept.
  let isEnabled: Bool

  /// A log of `subsystem` and `category`.
  ///
  /// - Parameters:
  ///   - subsystem: The subsystem, such as `"com.example.trails"`.
  ///   - category: The category, such as `"network"`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isEnabled = true
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    isEnabled = false
  }

  /// The log with no subsystem or category.
  public static let `default` = OSLog(subsystem: "", category: "")

  /// A log that keeps nothing.
  public static let disabled = OSLog(disabled: ())

  /// Whether messages of `type` are kept: all are, unless the log is disabled.
  ///
  /// - Parameter type: The level.
  /// - Returns: Whether a message of that level is kept.
  public func isEnabled(type: OSLogType) -> Bool {
    isEnabled
  }
}
