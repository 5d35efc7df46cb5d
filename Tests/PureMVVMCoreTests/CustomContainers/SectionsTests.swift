import PureMVVMCore
import PureMVVMInspection
import Testing

/// Custom containers built with `Group(sections:)` and `ForEach(sections:)` receive each
/// `Section` with its header, rows and footer, and the views between sections as sections
/// of their own.
@MainActor
@Suite struct SectionsTests {
  /// Lists each section as "header (rows) footer".
  struct SectionSummary<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      VStack {
        ForEach(sections: content) { section in
          Text(
            "\(section.header.count) header, \(section.content.count) rows, "
              + "\(section.footer.count) footer")
          section.header
        }
      }
    }
  }

  @Test func eachSectionComesWithItsPartsAndLooseViewsFormTheirOwn() {
    let inspector = DesignInspector(
      SectionSummary {
        Text("Suelta 1")
        Text("Suelta 2")
        Section("Norte") {
          Text("Anaga")
          Text("Teno")
        }
        Section {
          Text("Teide")
        } footer: {
          Text("Parque nacional")
        }
        Text("Suelta 3")
      })
    #expect(
      inspector.texts == [
        "0 header, 2 rows, 0 footer",
        "1 header, 2 rows, 0 footer", "Norte",
        "0 header, 1 rows, 1 footer",
        "0 header, 1 rows, 0 footer",
      ])
  }

  @Test func groupOverSectionsHandsTheWholeCollection() {
    let design = Group(
      sections: Group {
        Section("Norte") { Text("Anaga") }
        Section("Sur") { Text("Rasca") }
      }
    ) { sections in
      Text("\(sections.count) secciones")
      ForEach(sections) { section in section.content }
    }
    #expect(DesignInspector(design).texts == ["2 secciones", "Anaga", "Rasca"])
  }

  @Test func aDesignWithoutViewsHasNoSections() {
    let design = Group(sections: EmptyView()) { sections in Text("\(sections.count)") }
    #expect(DesignInspector(design).texts == ["0"])
  }
}
