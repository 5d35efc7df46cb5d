import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct ContactListTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: ContactList_Previews.self, width: 44)
  }

  @Test func rowsCarryTheirBadgesAndAZeroBadgeShowsNothing() throws {
    let inspector = DesignInspector(ContactList(contacts: ContactList_Previews.sample))
    #expect(try inspector.find(row: "Ana Ruiz").element.attributes.badge == "3")
    #expect(try inspector.find(row: "Luis Ortega").element.attributes.badge == nil)
    let rendering = inspector.render(width: 44)
    #expect(rendering.contains("Ana Ruiz                       (3) │"))
    #expect(!rendering.contains("(0)"))
  }

  @Test func aLongSubtitleIsCutToOneLine() {
    let rendering = DesignInspector(ContactList(contacts: ContactList_Previews.sample))
      .render(width: 44)
    #expect(rendering.contains("│       Engineer, platform and tooling t…  │"))
  }

  @Test func swipingToDeleteRemovesTheRow() throws {
    let inspector = DesignInspector(ContactList(contacts: ContactList_Previews.sample))
    try inspector.find(row: "Luis Ortega").delete()
    #expect(!inspector.texts.contains("Luis Ortega"))
    #expect(inspector.texts.contains("Marta Gil"))
  }

  @Test func subtitlesAreSecondaryAndTitlesAreHeadlines() throws {
    let inspector = DesignInspector(ContactList(contacts: ContactList_Previews.sample))
    #expect(try inspector.find(text: "Designer").element.attributes.foreground == .hierarchical(1))
    #expect(try inspector.find(text: "Ana Ruiz").element.attributes.font == .headline)
  }
}
