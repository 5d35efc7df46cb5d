import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct DesignConsoleTests {
  /// Runs a console over `design` with `lines` as input; returns everything it wrote.
  private func run(_ design: some View, lines: [String], hint: String? = nil) async -> String {
    var input = lines[...]
    var output = ""
    let console = DesignConsole(
      design, width: 30, hint: hint,
      readLine: { input.popFirst() },
      write: { output += $0 })
    await console.run()
    return output
  }

  private var counter: some View {
    Stateful(value: 0) { count in
      VStack {
        Text("Count: \(count.wrappedValue)")
        Button("Add") { count.wrappedValue += 1 }
        Stateful(value: "") { name in TextField("Name", text: name) }
        Stateful(value: false) { isOn in Toggle("Loud", isOn: isOn) }
      }
    }
  }

  @Test func tapTypeAndToggleReRenderTheDesign() async {
    let output = await run(counter, lines: ["tap Add", "type Name = Mike", "toggle Loud", "quit"])
    #expect(output.contains("Count: 1"))
    #expect(output.contains("Name: [Mike"))
    #expect(output.contains("│ Loud                  [on] │"))
  }

  @Test func tapAlsoFlipsAToggle() async {
    let output = await run(counter, lines: ["tap Loud"])
    #expect(output.contains("[on]"))
  }

  @Test func unknownCommandPrintsOneErrorLineAndTheSessionGoesOn() async {
    let output = await run(counter, lines: ["jump", "tap Add"])
    #expect(output.contains("error: unknown command \"jump\". Type help for commands.\n"))
    #expect(output.contains("Count: 1"))
  }

  @Test func missingControlPrintsTheInspectorErrorAndGoesOn() async {
    let output = await run(counter, lines: ["tap Ad", "tap Add"])
    #expect(output.contains("error: No button labelled \"Ad\". Buttons: \"Add\".\n"))
    #expect(output.contains("Count: 1"))
  }

  @Test func typeWithoutAnEqualsSignIsRejected() async {
    let output = await run(counter, lines: ["type Name Mike"])
    #expect(output.contains("error: unknown command \"type Name Mike\""))
  }

  @Test func typeAcceptsAnEmptyText() async {
    let output = await run(counter, lines: ["type Name = Mike", "type Name ="])
    let lastFrame = output.components(separatedBy: "┌").last ?? ""
    #expect(lastFrame.contains("│ Name: [▏                 ] │"))
  }

  @Test func helpListsTheCommandsAndTheHint() async {
    let output = await run(counter, lines: ["help"], hint: "Demo password: swift")
    #expect(output.contains("type <field> = <text>"))
    #expect(output.contains("Demo password: swift"))
  }

  @Test func endOfInputEndsCleanlyAfterTheFirstRender() async {
    let output = await run(counter, lines: [])
    #expect(output.hasPrefix("┌"))
    #expect(output.hasSuffix("Type help for commands.\n"))
  }

  @Test func quitStopsReadingFurtherLines() async {
    let output = await run(counter, lines: ["quit", "tap Add"])
    #expect(!output.contains("Count: 1"))
  }

  @Test func settleRunsBeforeEachRender() async {
    var settled = 0
    var output = ""
    var input = ["tap Add", "tap Add"][...]
    await DesignConsole(
      counter, settle: { settled += 1 }, readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    #expect(settled == 3)
  }

  @Test func helpListsOnlyTheCommandsThatApplyAndHowLabelsMatch() async {
    let output = await run(Button("Go") {}, lines: ["help"])
    #expect(
      output.hasSuffix(
        """
        Commands (labels match exactly, case and accents included):
          tap <label>              tap the button labelled <label>
          wait <seconds>           let the clock run, so timers tick
          env                      show the device settings the design sees
          env <setting> <value>    change one, such as env dynamicTypeSize xxxLarge
          help                     show this list
          quit                     leave

        """))
  }

  @Test func helpNamesEveryKindOfControlOnScreen() async {
    let rows = Stateful(value: ["Uno"]) { names in
      List { ForEach(names.wrappedValue, id: \.self) { Text($0) }.onDelete { _ in } }
    }
    let output = await run(
      VStack {
        counter; rows
      }, lines: ["help"])
    #expect(
      output.contains("  tap <label>              tap the button or toggle labelled <label>\n"))
    #expect(output.contains("  type <field> = <text>    replace the text of the field titled "))
    #expect(output.contains("  toggle <label>           flip the toggle titled <label>\n"))
    #expect(output.contains("  delete <text>            delete the row whose first text is <text>"))
  }

  @Test func errorLinesNeverCarryControlCharacters() async {
    let output = await run(counter, lines: ["jump\u{1B}[2J\u{7}", "tap \u{1B}]0;x\u{7}"])
    #expect(output.contains(#"error: unknown command "jump\u{1B}[2J\u{7}". Type help"#))
    #expect(output.contains(#"error: No button labelled "\u{1B}]0;x\u{7}"."#))
    #expect(!output.unicodeScalars.contains("\u{1B}"))
    #expect(!output.unicodeScalars.contains("\u{7}"))
  }

  @Test func refreshRunsBeforeEveryCommandButQuit() async {
    var input = ["tap Add", "help", "tap Add", "quit", "tap Add"][...]
    var refreshes = 0
    var output = ""
    let console = DesignConsole(
      counter, refresh: { refreshes += 1 }, readLine: { input.popFirst() },
      write: { output += $0 })
    await console.run()
    #expect(refreshes == 3)
    #expect(output.contains("Count: 2"))
  }

  @Test func tappingADisabledButtonPrintsItsErrorAndDoesNotRunIt() async {
    var taps = 0
    let output = await run(
      VStack {
        Text("Taps: \(taps)")
        Button("Submit") { taps += 1 }.disabled(true)
      }, lines: ["tap Submit"])
    #expect(output.hasSuffix("error: The button \"Submit\" is disabled.\n"))
    #expect(taps == 0)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct DesignConsolePagingTests {
  private func run(rows: Int, lines: [String]) async -> String {
    var input = lines[...]
    var output = ""
    let design = List { ForEach(0..<rows, id: \.self) { Text("Row \($0)") } }
    let console = DesignConsole(
      design, width: 30, rowsPerPage: 4, readLine: { input.popFirst() }, write: { output += $0 })
    await console.run()
    return output
  }

  @Test func longListIsDrawnOnePageAtATime() async {
    let output = await run(rows: 10, lines: [])
    #expect(output.contains("Row 3"))
    #expect(!output.contains("Row 4"))
    #expect(output.contains("… and 6 more"))
    #expect(output.contains("Page 1 of 3: type more for the next rows, or page <number>."))
  }

  @Test func moreAndPageTurnThePages() async {
    let output = await run(rows: 10, lines: ["more", "page 3", "page 1"])
    let screens: [String] = Array(output.components(separatedBy: "┌").dropFirst())
    let showingRow4: [Bool] = screens.map { (screen: String) -> Bool in screen.contains("Row 4") }
    let showingRow9: [Bool] = screens.map { (screen: String) -> Bool in screen.contains("Row 9") }
    #expect(screens.count == 4)
    #expect(showingRow4 == [false, true, false, false])
    #expect(showingRow9 == [false, false, true, false])
    #expect(output.contains("Page 3 of 3"))
  }

  @Test func turningPastTheEndOrToNoPageSaysWhy() async {
    let output = await run(rows: 10, lines: ["page 3", "more", "page 0", "page x"])
    #expect(output.contains("error: this is the last page; type page 1 to go back to the first."))
    #expect(output.contains("error: there is no page \"0\"; type a page from 1 to 3."))
    #expect(output.contains("error: there is no page \"x\"; type a page from 1 to 3."))
  }

  @Test func shortListHasNoPagesAndHelpSaysSo() async {
    let short = await run(rows: 3, lines: ["more", "help"])
    #expect(short.contains("error: no list here is long enough to page."))
    #expect(!short.contains("page <number>"))
    let long = await run(rows: 10, lines: ["help"])
    #expect(long.contains("  more                     show the next rows of the long list"))
  }
}
