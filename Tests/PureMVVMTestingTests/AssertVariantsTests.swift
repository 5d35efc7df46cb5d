import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AssertVariantsTests {
  enum FormPreviews: PreviewProvider {
    static var previews: some View {
      Preview("Save") {
        Button("Guardar") {}
      }
    }
  }

  enum CrampedPreviews: PreviewProvider {
    static var previews: some View {
      Preview("Cramped") {
        Text("Guardar la ruta").lineLimit(1)
      }
    }
  }

  @Test func eachVariantGetsASnapshotNamedAfterPreviewAndVariant() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("assert-variants-\(UUID().uuidString)")
    await withKnownIssue {
      await assertSnapshots(
        of: FormPreviews.self, variants: [.width(24), .pseudoLocalized(width: 24)],
        record: .missing, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["Save-24-columns-pseudo-localized.txt", "Save-24-columns.txt"])
    #expect(
      try String(
        contentsOf: directory.appendingPathComponent("Save-24-columns-pseudo-localized.txt"),
        encoding: .utf8)
          == """
          ┌──────────────────────┐
          │  [ [Ĝûåŕðåŕ ···] ]   │
          └──────────────────────┘

          """)
  }

  @Test func aCutTextFailsNamingPreviewVariantAndText() async {
    await withKnownIssue {
      await assertNoTruncation(
        of: CrampedPreviews.self, variants: [.width(40), .pseudoLocalized(width: 20)])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Preview \"Cramped\" at 20 columns, pseudo-localized: \"[Ĝûåŕðåŕ ļå ŕûţå ······]\" "
          + "is cut."
      ]
    }
  }

  @Test func textsThatFitPass() async {
    await assertNoTruncation(of: FormPreviews.self)
  }

  @Test func variantsDescribeThemselves() {
    #expect(SnapshotVariant.width(32).description == "32 columns")
    #expect(SnapshotVariant.pseudoLocalized().description == "32 columns, pseudo-localized")
    #expect(SnapshotVariant.standard.map(\.width) == [32, 80, 32])
  }
}
