import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

/// iOS 26's role-only buttons, `.separator`, `Font.custom(_:fixedSize:)` and
/// `openURL(_:completion:)`, in the shape of a recent editor sheet.
@MainActor
@Suite struct TrailNoteEditorTests {
  let guide = URL(filePath: "/rutas/guia.html")

  @Test func roleOnlyButtonsAreLabelledByTheirRoleAndConfirmSaves() throws {
    var saved = 0
    let inspector = DesignInspector(
      TrailNoteEditor(note: .constant(""), guide: guide) { saved += 1 })
    try inspector.find(button: "Done").tap()
    #expect(saved == 1)
    #expect(try inspector.find(button: "Close").element.control?.role == .button)
  }

  @Test func everyRoleHasItsDefaultLabel() throws {
    let buttons = HStack {
      Button(role: .cancel) {}
      Button(role: .destructive) {}
    }
    let inspector = DesignInspector(buttons)
    _ = try inspector.find(button: "Cancel")
    _ = try inspector.find(button: "Delete")
    #expect(TextRenderer().render(Button(role: .close) {}).contains("Close"))
  }

  @Test func openingTheGuideReportsWhetherTheHandlerAcceptedIt() throws {
    let accepting = DesignInspector(
      TrailNoteEditor(note: .constant(""), guide: guide) {}
        .environment(\.openURL, OpenURLAction { _ in .handled }))
    try accepting.find(button: "Trail guide").tap()
    #expect(accepting.texts.contains("Guide opened"))
    let refusing = DesignInspector(
      TrailNoteEditor(note: .constant(""), guide: guide) {}
        .environment(\.openURL, OpenURLAction { _ in .discarded }))
    try refusing.find(button: "Trail guide").tap()
    #expect(refusing.texts.contains("No guide"))
  }

  @Test func theFixedSizeFontKeepsItsSizeAtEveryTextSize() {
    let fixed = Font.custom("Avenir Next", fixedSize: 14)
    #expect(fixed.scale(at: .accessibility3) == 1)
    #expect(Font.custom("Avenir Next", size: 14).scale(at: .accessibility3) > 1)
    #expect(UnitPoint.zero == UnitPoint(x: 0, y: 0))
  }

  @Test func theSeparatorPaintsTheSystemSeparatorColour() {
    #expect(SeparatorShapeStyle()._paint == .color(Color(uiColor: .separator)))
  }
}
