import LoginFeature
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginPreviewsTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: LoginPreviews.self)
  }

  @Test func everyPreviewReadsAloudAsItsSnapshot() async {
    await assertAccessibilitySnapshots(of: LoginPreviews.self)
  }

  @Test func everyPreviewPassesTheAccessibilityAudit() async {
    await assertAccessible(LoginPreviews.self, includingWarnings: true)
  }

  @Test func everyVariantMatchesItsSnapshot() async {
    await assertSnapshots(of: LoginPreviews.self, variants: SnapshotVariant.standard)
  }

  @Test func noTextIsCutAtThirtyTwoColumnsPseudoLocalized() async {
    await assertNoTruncation(
      of: LoginPreviews.self, variants: [.width(32), .pseudoLocalized(width: 32)])
  }

  @Test func previewsHaveTheExpectedNames() {
    #expect(
      PreviewCatalog.previews(of: LoginPreviews.self).map(\.name) == [
        "Logged Out", "Logged In", "Login Error", "Missing User Name", "Logging In",
      ])
  }

  @Test func loggedOutPreviewIsInteractive() async throws {
    let session = PreviewSession()
    let preview = try PreviewCatalog([LoginPreviews.self]).preview(named: "Logged Out")
    try await session.inspector(for: preview).find(textField: "Username").setInput("Mike")
    #expect(try await session.render(preview).contains("Username: [Mike"))
  }
}
