import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct HelpCenterTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: HelpCenter_Previews.self, width: 44)
  }

  @Test func answersExpandAndCollapse() throws {
    let inspector = DesignInspector(HelpCenter())
    let save = "Tap Añadir, type a name and a distance, then tap Guardar."
    #expect(!inspector.texts.contains(save))
    try inspector.find(disclosureGroup: "How do I save a route?").expand()
    #expect(inspector.texts.contains(save))
    #expect(try inspector.find(disclosureGroup: "How do I save a route?").isExpanded == true)
    try inspector.find(disclosureGroup: "Can I use maps offline?").collapse()
    #expect(!inspector.texts.contains("Yes: open a route and choose Download."))
  }

  @Test func linksReportWhereTheyGoAndOpenThroughTheEnvironment() throws {
    var opened: [URL] = []
    let inspector = DesignInspector(
      HelpCenter().environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url)
          return .handled
        }))
    let support = try inspector.find(link: "Write to support")
    #expect(support.url?.absoluteString == "https://example.com/support")
    try support.tap()
    #expect(opened.map(\.absoluteString) == ["https://example.com/support"])
  }

  @Test func aMenuItemChangesTheOrder() throws {
    let inspector = DesignInspector(HelpCenter())
    try inspector.find(button: "Recent").tap()
    #expect(try inspector.find(menu: "Sort: Recent").element.children.count == 2)
  }

  @Test func theConsoleExpandsAndSaysWhereALinkGoes() async {
    var input = ["expand How do I save a route?", "open Write to support", "tap Share"][...]
    var output = ""
    await DesignConsole(
      HelpCenter(), width: 44, readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    #expect(output.contains("│   Tap Añadir, type a name and a          │"))
    #expect(
      output.contains(
        "Link \"Write to support\" goes to https://example.com/support (links are not opened here).\n"
      ))
    #expect(output.contains("Link \"Share\" goes to https://example.com/support"))
  }
}
