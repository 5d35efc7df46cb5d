import LoginFeature
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginPreviewsTests {
  /// The previews `#Preview` declares in the feature.
  private var previews: [Preview] { PreviewCatalog.declared(inModule: "LoginFeature") }

  @Test func everyPreviewMatchesItsSnapshotsInTextAndReadAloud() async {
    await assertPreviewSnapshots(inModule: "LoginFeature")
  }

  @Test func everyPreviewPassesTheAccessibilityAudit() async {
    await assertAccessible(previews, includingWarnings: true)
  }

  @Test func everyVariantMatchesItsSnapshot() async {
    await assertSnapshots(of: previews, variants: SnapshotVariant.standard)
  }

  @Test func noTextIsCutAtThirtyTwoColumnsPseudoLocalized() async {
    await assertNoTruncation(
      of: previews, variants: [.width(32), .pseudoLocalized(width: 32)])
  }

  @Test func previewsHaveTheExpectedNames() {
    #expect(
      previews.map(\.name) == [
        "Logged Out", "Logged In", "Login Error", "Missing User Name", "Logging In",
      ])
  }

  @Test func loggedOutPreviewIsInteractive() async throws {
    let session = PreviewSession()
    let preview = try PreviewCatalog(previews: previews).preview(named: "Logged Out")
    try await session.inspector(for: preview).find(textField: "Username").setInput("Mike")
    #expect(try await session.render(preview).contains("Username: [Mike"))
  }
}
