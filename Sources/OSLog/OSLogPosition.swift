import Foundation

/// A place in a log store to read from, like the OSLog module's `OSLogPosition`.
public final class OSLogPosition: NSObject {
  /// The earliest date of the entries read from it.
  let date: Date

  init(date: Date) {
    self.date = date
  }
}
