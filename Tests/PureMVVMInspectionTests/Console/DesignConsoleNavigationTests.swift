import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct DesignConsoleNavigationTests {
  /// Runs a console over `design` with `lines` as input; returns everything it wrote.
  private func run(_ design: some View, lines: [String]) async -> String {
    var input = lines[...]
    var output = ""
    let console = DesignConsole(
      design, width: 30, readLine: { input.popFirst() }, write: { output += $0 })
    await console.run()
    return output
  }

  /// A stack with one link, a sheet and a tab view's worth of commands.
  private var trails: some View {
    Stateful(value: false) { isAdding in
      NavigationStack {
        VStack {
          NavigationLink("Roble") { Text("Roble detail").navigationTitle("Roble") }
          Button("Add") { isAdding.wrappedValue = true }
        }
        .navigationTitle("Trails")
        .sheet(isPresented: isAdding) { Text("New trail") }
      }
    }
  }

  @Test func tapPushesALinkAndBackPops() async {
    let output = await run(trails, lines: ["tap Roble", "back"])
    let screens = output.components(separatedBy: "┌")
    #expect(screens.count == 4)
    #expect(screens[2].contains("│ ‹ Trails                   │"))
    #expect(screens[2].contains("Roble detail"))
    #expect(screens[3].contains("│ Trails                     │"))
  }

  @Test func backAtTheRootSaysThereIsNothingToGoBackTo() async {
    let output = await run(trails, lines: ["back"])
    #expect(
      output.contains(
        "error: There is no screen to go back to: no navigation stack has a screen pushed.\n"))
  }

  @Test func dismissClosesTheSheet() async {
    let output = await run(trails, lines: ["tap Add", "dismiss"])
    let screens = output.components(separatedBy: "┌")
    #expect(screens[2].contains("New trail"))
    #expect(!screens[3].contains("New trail"))
  }

  @Test func aCoveredButtonSaysWhatCoversIt() async {
    let output = await run(trails, lines: ["tap Add", "tap Add"])
    #expect(
      output.contains("error: The button \"Add\" is covered by the sheet; dismiss it first.\n"))
  }

  @Test func tabSelectsATab() async {
    let tabs = TabView {
      Text("Routes").tabItem { Text("Rutas") }
      Text("Map").tabItem { Text("Mapa") }
    }
    let output = await run(tabs, lines: ["tab Mapa"])
    #expect(output.components(separatedBy: "┌").last?.contains("Map") == true)
    #expect(output.contains("‹Mapa›"))
  }

  @Test func helpListsBackOnlyWhenAScreenIsPushed() async {
    let atRoot = await run(trails, lines: ["help"])
    #expect(atRoot.contains("tap the button or navigation link labelled <label>"))
    #expect(!atRoot.contains("  back "))
    let pushed = await run(trails, lines: ["tap Roble", "help"])
    #expect(pushed.contains("  back                     go back to the previous screen"))
  }

  @Test func helpListsDismissWhileSomethingIsPresented() async {
    let output = await run(trails, lines: ["tap Add", "help"])
    #expect(output.contains("  dismiss                  dismiss the sheet, alert or dialog on top"))
  }

  @Test func helpListsTabWhenThereAreTabs() async {
    let output = await run(TabView { Text("A").tabItem { Text("Uno") } }, lines: ["help"])
    #expect(output.contains("  tab <title>              select the tab titled <title>"))
  }
}
