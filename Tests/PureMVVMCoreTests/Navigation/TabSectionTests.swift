import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `TabSection`'s tabs show in a phone's tab bar among the others; a tab view's
/// customization is kept and saved.
@MainActor
@Suite struct TabSectionTests {
  enum Box: Hashable { case inbox, sent, drafts, archive }

  /// A mailbox whose sent and draft tabs are in a section, customised by identifier.
  struct Mailbox: View {
    @State private var selection = Box.drafts
    @AppStorage("customization") private var customization: TabViewCustomization

    var body: some View {
      TabView(selection: $selection) {
        Tab("Inbox", systemImage: "tray", value: .inbox) { Text("No mail") }
          .customizationID("inbox")
        TabSection("Messages") {
          Tab("Sent", systemImage: "paperplane", value: .sent) { Text("3 sent") }
          Tab("Drafts", systemImage: "doc", value: .drafts) { Text("1 draft") }
            .badge(1)
        }
        .customizationID("messages")
        TabSection {
          Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Empty") }
        } header: {
          Label("Old", systemImage: "clock")
        }
      }
      .tabViewCustomization($customization)
    }
  }

  @Test func aSectionsTabsShowAmongTheOthersInOrderTheirValuesTypedByTheSelection() throws {
    let inspector = DesignInspector(Mailbox())
    #expect(inspector.render(width: 60).contains("Inbox  Sent  ‹Drafts› (1)  Archive"))
    #expect(inspector.texts.contains("1 draft"))
    try inspector.find(tab: "Sent").tap()
    #expect(inspector.texts.contains("3 sent"))
  }

  /// Folders from data in a section, a sidebar-only section and a hidden tab.
  struct Folders: View {
    @State private var selection = "Inbox"
    let folders = ["Work", "Trips"]
    let isCompact: Bool

    var body: some View {
      TabView(selection: $selection) {
        Tab("Inbox", systemImage: "tray", value: "Inbox") { Text("No mail") }
        TabSection("Folders") {
          ForEach(folders, id: \.self) { folder in
            Tab(folder, systemImage: "folder", value: folder) { Text("In \(folder)") }
          }
        }
        TabSection("Smart") {
          Tab("Flagged", systemImage: "flag", value: "Flagged") { Text("2 flagged") }
        }
        .tabPlacement(.sidebarOnly)
        .hidden(false)
        Tab("Junk", systemImage: "xmark.bin", value: "Junk") { Text("-") }
          .hidden(isCompact)
      }
    }
  }

  @Test func tabsFromDataTakeTheSelectionsTypeAndSidebarOnlyOrHiddenTabsLeaveTheTabBar() throws {
    let compact = DesignInspector(Folders(isCompact: true))
    #expect(
      compact.render(width: 60).contains(
        "│                   ‹Inbox›  Work  Trips                   │"))
    try compact.find(tab: "Trips").tap()
    #expect(compact.texts.contains("In Trips"))
    #expect(throws: InspectionError.self) { try compact.find(tab: "Flagged") }
    let regular = DesignInspector(Folders(isCompact: false))
    #expect(regular.render(width: 60).contains("‹Inbox›  Work  Trips  Junk"))
  }

  @Test func aCustomizationIsKeptByIdentifierAndSavedAsJSON() throws {
    var customization = TabViewCustomization()
    customization[sidebarVisibility: "inbox"] = .hidden
    customization[tab: "sent"].sidebarVisibility = .visible
    #expect(customization[tab: "inbox"].sidebarVisibility == .hidden)
    #expect(customization[tab: "drafts"].sidebarVisibility == .automatic)
    let data = try JSONEncoder().encode(customization)
    let restored = try JSONDecoder().decode(TabViewCustomization.self, from: data)
    #expect(restored == customization)
    customization.resetVisibility()
    #expect(customization == TabViewCustomization())
    // A tab-bar visibility saved elsewhere outlives a sidebar reset.
    let saved = Data(#"{"tabs":{"inbox":{"sidebar":"hidden","tabBar":"hidden"}}}"#.utf8)
    var barHidden = try JSONDecoder().decode(TabViewCustomization.self, from: saved)
    barHidden.resetVisibility()
    #expect(barHidden[tab: "inbox"].sidebarVisibility == .automatic)
    #expect(barHidden[tab: "inbox"].tabBarVisibility == .hidden)
  }

  @Test func anUnknownSavedVisibilityReadsAsAutomatic() throws {
    let data = Data(#"{"tabs":{"inbox":{"sidebar":"sideways","tabBar":"hidden"}}}"#.utf8)
    let restored = try JSONDecoder().decode(TabViewCustomization.self, from: data)
    #expect(restored[tab: "inbox"].sidebarVisibility == .automatic)
    #expect(restored[tab: "inbox"].tabBarVisibility == .hidden)
  }
}
