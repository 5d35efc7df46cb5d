import Foundation
import PureMVVM
import PureMVVMTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AssertVariantsTests {
  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("assert-variants")
  }

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
    let directory = scratch.appendingPathComponent("snapshots")
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

  /// Shows the settings a variant sets.
  struct Settings: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.colorScheme) private var scheme

    var body: some View {
      VStack {
        Text("\(sizeClass == .regular ? "ancho" : "estrecho") \(typeSize) \(scheme)")
        Text(1234.5, format: .number)
      }
    }
  }

  enum SettingsPreviews: PreviewProvider {
    static var previews: some View {
      Preview("Ajustes") { Settings() }
    }
  }

  @Test func variantsSetSizeClassTypeSizeSchemeAndLocale() async throws {
    let directory = scratch.appendingPathComponent("snapshots")
    let variants: [SnapshotVariant] = [
      .horizontalSizeClass(.regular, width: 40), .dynamicType(.accessibility3, width: 40),
      .colorScheme(.dark, width: 40), .locale(Locale(identifier: "es_ES"), width: 40),
    ]
    await withKnownIssue {
      await assertSnapshots(
        of: SettingsPreviews.self, variants: variants, record: .missing, directory: directory)
    } matching: { _ in
      true
    }
    let texts = try variants.map { variant in
      let name =
        "Ajustes-"
        + variant.description.replacingOccurrences(of: ", ", with: "-")
        .replacingOccurrences(of: " ", with: "-")
      return try String(
        contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
    }
    #expect(texts[0].contains("ancho large light"))
    #expect(texts[1].contains("estrecho accessibility3 light"))
    #expect(texts[2].contains("estrecho large dark"))
    #expect(texts[3].contains("1234,5"))
  }

  @Test func theInspectorsEnvironmentIsTheDevicesSettings() {
    let inspector = DesignInspector(Settings())
    #expect(inspector.texts.first == "estrecho large light")
    inspector.environment.dynamicTypeSize = .xxxLarge
    inspector.environment.colorScheme = .dark
    inspector.environment.horizontalSizeClass = .regular
    #expect(inspector.texts.first == "ancho xxxLarge dark")
  }

  @Test func variantsDescribeThemselves() {
    #expect(
      SnapshotVariant(
        width: 40, horizontalSizeClass: .compact, dynamicTypeSize: .xSmall, colorScheme: .dark,
        locale: Locale(identifier: "fr_FR")
      ).description == "40 columns, compact width, xSmall, dark, fr_FR")
    #expect(SnapshotVariant.width(32).description == "32 columns")
    #expect(SnapshotVariant.pseudoLocalized().description == "32 columns, pseudo-localized")
    #expect(SnapshotVariant.standard.map(\.width) == [32, 80, 32])
  }
}
