import Foundation
import OSLog
import Testing
import os

/// `Logger` and `os_log` where Linux has no os module: messages reach the process's log,
/// redacted as Apple's store shows them, and `OSLogStore` reads them back.
@Suite struct LoggerTests {
  /// This test's own messages, by a subsystem no other test writes.
  private func messages(of subsystem: String) throws -> [OSLogEntryLog] {
    try OSLogStore(scope: .currentProcessIdentifier).getEntries()
      .compactMap { $0 as? OSLogEntryLog }
      .filter { $0.subsystem == subsystem }
  }

  @Test func stringsAreRedactedUnlessPublicAndNumbersAreShown() throws {
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "routes")
    let name = "Peñalara"
    logger.info("Loaded \(3) routes for \(name) near \(name, privacy: .public), \(true)")
    let entry = try #require(try messages(of: subsystem).first)
    #expect(entry.composedMessage == "Loaded 3 routes for <private> near Peñalara, true")
    #expect(entry.formatString == "Loaded %@ routes for %@ near %@, %@")
    #expect(entry.level == .info)
    #expect(entry.category == "routes")
  }

  @Test func eachMethodWritesAtItsLevel() throws {
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "levels")
    logger.trace("t")
    logger.debug("d")
    logger.info("i")
    logger.notice("n")
    logger.log("l")
    logger.warning("w")
    logger.error("e")
    logger.critical("c")
    logger.fault("f")
    logger.log(level: .error, "le")
    let levels = try messages(of: subsystem).map { "\($0.composedMessage)=\($0.level)" }
    #expect(
      levels == [
        "t=debug", "d=debug", "i=info", "n=notice", "l=notice", "w=error", "e=error",
        "c=fault", "f=fault", "le=error",
      ])
  }

  @Test func formatsAlignmentAndMasksShapeTheText() throws {
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "formats")
    let count: UInt8 = 255
    logger.notice("\(count, format: .hex(includePrefix: true, uppercase: true, minDigits: 4))")
    logger.notice("\(-7, format: .decimal(explicitPositiveSign: true, minDigits: 3))")
    logger.notice("\(42, format: .decimal(explicitPositiveSign: true), align: .right(columns: 6))|")
    logger.notice("\(9.994, format: .fixed(precision: 2)) km, \(false, format: .answer)")
    logger.notice("[\("ab", align: .left(columns: 4), privacy: .public)]")
    logger.notice("\("secret", privacy: .private(mask: .hash)) \(5, privacy: .private)")
    logger.notice("100% \(String.self, privacy: .public)")
    let lines = try messages(of: subsystem).map(\.composedMessage)
    #expect(lines.count == 7)
    #expect(lines.prefix(5) == ["0x00FF", "-007", "   +42|", "9.99 km, NO", "[ab  ]"])
    #expect(lines[5].hasPrefix("<mask.hash: '") && lines[5].hasSuffix("'> <private>"))
    #expect(lines[6] == "100% String")
  }

  @Test func theSameValueHashesTheSameAndADifferentOneDifferently() throws {
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "hash")
    for user in ["ana", "ana", "luis"] {
      logger.notice("\(user, privacy: .sensitive(mask: .hash))")
    }
    let lines = try messages(of: subsystem).map(\.composedMessage)
    #expect(lines[0] == lines[1])
    #expect(lines[0] != lines[2])
  }

  @Test func osLogWritesEveryFormAndADisabledLogKeepsNothing() throws {
    let subsystem = "test.\(UUID())"
    let log = OSLog(subsystem: subsystem, category: "legacy")
    os_log("Saved %{public}@ with %d stops by %@, 100%%", log: log, type: .error, "Ruta", 4, "ana")
    os_log(.fault, log: log, "Lost %{public}s at %.1f km", "Haya", 9.99)
    os_log(log: log, "New \(2) form")
    os_log(.info, log: log, "Typed \(3)")
    Logger(OSLog.disabled).error("never")
    let entries = try messages(of: subsystem)
    #expect(
      entries.map(\.composedMessage) == [
        "Saved Ruta with 4 stops by <private>, 100%", "Lost Haya at 10.0 km", "New 2 form",
        "Typed 3",
      ])
    #expect(entries.first?.formatString == "Saved %{public}@ with %d stops by %@, 100%%")
    #expect(entries.map(\.level) == [.error, .fault, .notice, .info])
    #expect(
      !(try OSLogStore(scope: .system).getEntries().contains { $0.composedMessage == "never" }))
  }

  @Test func aFormatAskingForWhatItIsNotGivenShowsAsWritten() throws {
    let subsystem = "test.\(UUID())"
    let log = OSLog(subsystem: subsystem, category: "hostile")
    os_log("Too few %@ %@", log: log, "one")
    os_log("Wrong kind %d and %f", log: log, "text", 3)
    os_log("Star width %*d, unknown %k, dangling %", log: log, 5, 6)
    os_log("Huge %099999999999d", log: log, 7)
    let lines = try messages(of: subsystem).map(\.composedMessage)
    #expect(
      lines.prefix(3) == [
        "Too few <private> %@", "Wrong kind %d and %f", "Star width %*d, unknown %k, dangling %",
      ])
    #expect(lines.last?.hasSuffix("7") == true)
    #expect((lines.last?.count ?? 0) <= 1_100)
  }

  @Test func anErrorIsRedactedUnlessPublicAndAbsurdColumnsDoNotCrash() throws {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "errors")
    let error: any Error = Offline()
    logger.error("Save failed: \(error)")
    logger.error("Save failed: \(error, privacy: .public)")
    logger.notice("[\("x", align: .right(columns: .min), privacy: .public)]")
    logger.notice("[\(5, format: .decimal(minDigits: .min))] [\(5, align: .left(columns: .max))]")
    logger.notice("\(8, format: .octal(includePrefix: true))")
    let lines = try messages(of: subsystem).map(\.composedMessage)
    #expect(lines[0] == "Save failed: <private>")
    #expect(lines[1] == "Save failed: offline")
    #expect(lines[2] == "[x]")
    #expect(lines[3].hasPrefix("[5] [5") && lines[3].count == 1_030)
    #expect(lines[4] == "0o10")
  }

  @Test func aStoreReadsFromAPositionAndInReverse() throws {
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "order")
    logger.notice("first")
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    let afterFirst = store.position(date: Date.distantFuture)
    logger.notice("second")
    let reversed = try store.getEntries(with: .reverse)
      .compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }
    #expect(reversed.map(\.composedMessage) == ["second", "first"])
    #expect(
      try store.getEntries(at: afterFirst).compactMap { $0 as? OSLogEntryLog }.filter {
        $0.subsystem == subsystem
      }.isEmpty)
  }

  @Test func twoThreadsLoggingAtOnceLoseNothing() async throws {
    let subsystem = "test.\(UUID())"
    let logger = Logger(subsystem: subsystem, category: "threads")
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for line in 0..<250 { logger.debug("\(task)-\(line)") }
        }
      }
    }
    #expect(try messages(of: subsystem).count == 1_000)
  }

  @Test func aFullLogDropsTheOldestAndKeepsTheRestInOrder() {
    let log = ProcessLog(capacity: 3)
    let target = OSLog(subsystem: "test.ring", category: "overflow")
    for line in 0..<7 { log.append("\(line)", level: .debug, to: target) }
    #expect(log.snapshot.map(\.composedMessage) == ["4", "5", "6"])
    #expect(ProcessLog(capacity: 0).capacity == 1)
  }
}
