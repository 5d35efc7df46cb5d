import Foundation
import OSLog
import PureMVVM
import PureMVVMTesting
import Testing

/// A design file that imports os to log and opens the Settings app through UIKit's
/// `UIApplication`, as real permission rows do.
@MainActor
@Suite struct NotificationsOffRowTests {
  @Test func openSettingsLogsPubliclyAndOpensTheSettingsURL() throws {
    UIApplication.shared.reset()
    let inspector = DesignInspector(NotificationsOffRow(trailName: "Peñalara"))
    try inspector.find(button: "Open Settings").tap()
    #expect(UIApplication.shared.openedURLs == [URL(string: UIApplication.openSettingsURLString)!])
    let logged = try OSLogStore(scope: .currentProcessIdentifier).getEntries()
      .compactMap { $0 as? OSLogEntryLog }
      .filter { $0.category == "permissions" }
      .map(\.composedMessage)
    #expect(logged.last == "Opening settings for Peñalara alerts")
  }

  @Test func theRowReadsAsItsText() throws {
    let inspector = DesignInspector(NotificationsOffRow(trailName: "Peñalara"))
    #expect(inspector.texts == ["Alerts are off", "Turn on notifications to hear about Peñalara."])
    _ = try inspector.find(button: "Open Settings")
  }
}
