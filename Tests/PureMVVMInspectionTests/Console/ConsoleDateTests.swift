import Foundation
import PureMVVMCore
import Testing

@testable import PureMVVMInspection

@Suite struct ConsoleDateTests {
  @Test(arguments: [
    ("2026-11-30", 1_795_996_800.0), ("2026-11-30 14:30", 1_796_049_000.0),
    ("2024-02-29 00:00", 1_709_164_800.0), ("  2026-11-30   23:59 ", 1_796_083_140.0),
  ])
  func datesAndTimesAreReadInGMT(text: String, seconds: Double) {
    #expect(ConsoleDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "", "2026-02-30", "2025-02-29", "2026-13-01", "2026-11-30 24:00", "2026-11-30 12:60",
    "26-11-30", "2026/11/30", "2026-11-30T10:00", "2026-11-30 10", "2026-11-30 10:00 PM",
    "tomorrow", "2026-1-3", "9999999999999999999-01-01",
  ])
  func anythingElseIsNotADate(text: String) {
    #expect(ConsoleDate.parse(text) == nil)
  }
}
