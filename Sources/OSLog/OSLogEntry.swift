import Foundation

/// One entry of a log store, like the OSLog module's `OSLogEntry`.
public class OSLogEntry: NSObject {
  /// Where the system keeps an entry, like Apple's `OSLogEntry.StoreCategory`.
  public enum StoreCategory: Int, Sendable {
    /// Not known.
    case undefined = 0
    /// Kept in memory only.
    case metadata = 1
    /// Kept for a short time.
    case shortTerm = 2
    /// Kept until the store rotates.
    case longTermAuto = 3
    /// Kept for a day.
    case longTerm1 = 4
    /// Kept for three days.
    case longTerm3 = 5
    /// Kept for a week.
    case longTerm7 = 6
    /// Kept for two weeks.
    case longTerm14 = 7
    /// Kept for a month.
    case longTerm30 = 8
  }

  /// The message as shown, private values redacted.
  public let composedMessage: String
  /// When it was written.
  public let date: Date
  /// Where it is kept: in the process's memory.
  public var storeCategory: StoreCategory { .metadata }

  init(composedMessage: String, date: Date) {
    self.composedMessage = composedMessage
    self.date = date
  }
}
