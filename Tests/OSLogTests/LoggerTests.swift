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
    #expect(lines[6] == "100% Swift.String")
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

  @Test func osLogWritesBothFormsAndADisabledLogKeepsNothing() throws {
    let subsystem = "test.\(UUID())"
    let log = OSLog(subsystem: subsystem, category: "legacy")
    os_log("Saved %{public}@ with %d stops, 100%%", log: log, type: .error, "Ruta", 4)
    os_log(.fault, log: log, "New \(2) form")
    os_log("Too few %@ %@", log: log, "one")
    Logger(OSLog.disabled).error("never")
    let entries = try messages(of: subsystem)
    #expect(
      entries.map(\.composedMessage) == [
        "Saved Ruta with 4 stops, 100%", "New 2 form", "Too few %@ %@",
      ])
    #expect(entries.map(\.level) == [.error, .fault, .notice])
    #expect(
      !(try OSLogStore(scope: .system).getEntries().contains { $0.composedMessage == "never" }))
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
