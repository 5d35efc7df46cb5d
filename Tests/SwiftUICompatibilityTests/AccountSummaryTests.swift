import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct AccountSummaryTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: AccountSummary_Previews.self, width: 44)
  }

  @Test func theCheckmarkStyleTogglesThroughItsButton() throws {
    let inspector = DesignInspector(AccountSummary())
    let tips = try inspector.find(button: "Consejos")
    #expect(
      tips.element.children.first?.children.first?.kind
        == .image(name: "square", isSystem: true))
    try tips.tap()
    let tapped = try inspector.find(button: "Consejos")
    #expect(
      tapped.element.children.first?.children.first?.kind
        == .image(name: "checkmark.square", isSystem: true))
  }

  @Test func theGroupBoxesShowTheirLabelsOverTheirContent() throws {
    let inspector = DesignInspector(AccountSummary())
    #expect(inspector.texts.prefix(5) == ["Cuenta", "Correo", "ana@example.com", "Plan", "Pro"])
  }
}
