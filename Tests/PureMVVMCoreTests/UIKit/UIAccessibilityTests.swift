import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// UIKit's `UIAccessibility`, as a podcast app's favourites screen announces with it.
@MainActor
@Suite struct UIAccessibilityTests {
  /// Announces a removal only to VoiceOver users, as real screens do.
  struct FavoritesRow: View {
    let title: String

    var body: some View {
      Button("Quitar \(title)") { announce("\(title) quitado de favoritos") }
    }

    private func announce(_ message: String) {
      guard UIAccessibility.isVoiceOverRunning else { return }
      UIAccessibility.post(notification: .announcement, argument: message)
    }
  }

  @Test func anAnnouncementIsPostedOnlyWhileVoiceOverRuns() throws {
    let title = "Tyflo \(UUID())"
    let inspector = DesignInspector(FavoritesRow(title: title))
    let words = "\(title) quitado de favoritos"
    try inspector.find(button: "Quitar \(title)").tap()
    #expect(!AccessibilityNotification.posted.contains(words))
    UIAccessibility.isVoiceOverRunning = true
    defer { UIAccessibility.isVoiceOverRunning = false }
    try inspector.find(button: "Quitar \(title)").tap()
    #expect(AccessibilityNotification.posted.filter { $0 == words }.count == 1)
  }

  @Test func eachNotificationIsRecordedAsSwiftUIsIs() {
    let page = "Página \(UUID())"
    UIAccessibility.post(notification: .pageScrolled, argument: NSAttributedString(string: page))
    #expect(AccessibilityNotification.posted.contains("page scrolled: \(page)"))
    #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    #expect(UIAccessibility.Notification(rawValue: 1000) == .screenChanged)
    #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
  }
}
