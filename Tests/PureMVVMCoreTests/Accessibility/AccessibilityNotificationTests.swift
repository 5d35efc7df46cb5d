import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `AccessibilityNotification` posts are recorded, in order, for a test to read.
@MainActor
@Suite struct AccessibilityNotificationTests {
  private struct SaveButton: View {
    let id: String

    var body: some View {
      Button("Guardar") {
        AccessibilityNotification.Announcement("Ruta \(id) guardada").post()
        AccessibilityNotification.LayoutChanged().post()
      }
    }
  }

  @Test func aTappedButtonsAnnouncementIsRecordedInOrder() throws {
    let id = UUID().uuidString
    try DesignInspector(SaveButton(id: id)).find(button: "Guardar").tap()
    let posted = AccessibilityNotification.posted
    let announcement = try #require(posted.lastIndex(of: "Ruta \(id) guardada"))
    #expect(posted[(announcement + 1)...].contains("layout changed"))
  }

  @Test func everyKindOfNotificationIsRecordedByName() {
    let id = UUID().uuidString
    AccessibilityNotification.Announcement(AttributedString("Hola \(id)")).post()
    AccessibilityNotification.ScreenChanged().post()
    AccessibilityNotification.PageScrolled("Página 2 de 5 \(id)").post()
    let posted = AccessibilityNotification.posted
    #expect(posted.contains("Hola \(id)"))
    #expect(posted.contains("screen changed"))
    #expect(posted.contains("page scrolled: Página 2 de 5 \(id)"))
  }

  @Test func attributedWordsAndAnElementToMoveToAreTakenToo() {
    let id = UUID().uuidString
    AccessibilityNotification.Announcement(NSAttributedString(string: "Guardada \(id)")).post()
    AccessibilityNotification.PageScrolled(AttributedString("Página 3 \(id)")).post()
    AccessibilityNotification.PageScrolled(NSAttributedString(string: "Página 4 \(id)")).post()
    let before = AccessibilityNotification.posted.count
    AccessibilityNotification.LayoutChanged(Text("Mapa")).post()
    AccessibilityNotification.ScreenChanged(nil).post()
    let posted = AccessibilityNotification.posted
    #expect(posted[before...].contains("layout changed"))
    #expect(posted[before...].contains("screen changed"))
    #expect(posted.contains("Guardada \(id)"))
    #expect(posted.contains("page scrolled: Página 3 \(id)"))
    #expect(posted.contains("page scrolled: Página 4 \(id)"))
  }
}
