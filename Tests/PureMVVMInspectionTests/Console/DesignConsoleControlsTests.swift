import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct DesignConsoleControlsTests {
  private struct Controls: View {
    @State private var units = "Metric"
    @State private var guests = 2
    @State private var volume = 0.5
    @State private var departure = Date(timeIntervalSince1970: 0)
    @State private var tapped = 0

    var body: some View {
      VStack(alignment: .leading) {
        Picker("Units", selection: $units) {
          Text("Metric").tag("Metric")
          Text("Imperial").tag("Imperial")
        }
        Stepper("Guests", value: $guests, in: 1...3)
        Text("Guests: \(guests)")
        Slider(value: $volume, in: 0...1) { Text("Volume") }
        DatePicker("Departure", selection: $departure)
        DisclosureGroup("Details") { Text("Hidden until expanded") }
        Link("Terms", destination: URL(fileURLWithPath: "/terms"))
        Text("Tapped \(tapped)").onTapGesture { tapped += 1 }
      }
    }
  }

  private func run(_ lines: [String]) async -> String {
    var input = lines[...]
    var output = ""
    await DesignConsole(
      Controls(), width: 50, readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    return output
  }

  private func lastScreen(_ output: String) -> String {
    output.components(separatedBy: "┌").last ?? ""
  }

  /// Shows the settings it is resolved under.
  private struct SettingsReader: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.locale) private var locale

    var body: some View {
      Text("\(size) \(sizeClass.map { "\($0)" } ?? "none") \(locale.identifier)")
    }
  }

  @Test func envChangesADeviceSettingAndRedraws() async {
    var input = ["env dynamicTypeSize xxxLarge", "env horizontalSizeClass regular", "env"][...]
    var output = ""
    await DesignConsole(
      SettingsReader(), width: 50, environment: Self.spanish, readLine: { input.popFirst() },
      write: { output += $0 }
    ).run()
    #expect(output.contains("large compact es_ES"))
    #expect(lastScreen(output).contains("xxxLarge regular es_ES"))
    #expect(
      output.hasSuffix(
        "dynamicTypeSize      xxxLarge\ncolorScheme          light\n"
          + "horizontalSizeClass  regular\nverticalSizeClass    the device's\n"
          + "layoutDirection      leftToRight\nlocale               es_ES\n"))
  }

  static var spanish: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "es_ES")
    return environment
  }

  @Test(arguments: [
    ("env colorScheme sepia", "error: colorScheme cannot be \"sepia\"; it can be light, dark.\n"),
    (
      "env textSize huge",
      "error: there is no setting \"textSize\"; the settings are dynamicTypeSize,"
    ),
    ("env locale \u{1B}[2J", "error: \"\\u{1B}[2J\" is not a locale identifier such as es_ES.\n"),
    ("env colorScheme", "error: colorScheme cannot be \"\"; it can be light, dark.\n"),
    ("env colorScheme dark light", "error: unknown command \"env colorScheme dark light\"."),
  ])
  func envExplainsAWrongSettingAndKeepsTheOthers(line: String, message: String) async {
    var input = ["env dynamicTypeSize xxxLarge", line][...]
    var output = ""
    await DesignConsole(
      SettingsReader(), width: 50, environment: Self.spanish, readLine: { input.popFirst() },
      write: { output += $0 }
    ).run()
    #expect(output.contains(message))
    #expect(lastScreen(output).contains("xxxLarge compact es_ES"))
  }

  @Test func selectChoosesAnOptionByItsLabel() async {
    let output = await run(["select Units = Imperial"])
    #expect(lastScreen(output).contains("Units: [Imperial ▾]"))
  }

  @Test func incrementAndDecrementStepWithinTheBounds() async {
    let output = await run(["increment Guests", "increment Guests", "decrement Guests"])
    #expect(lastScreen(output).contains("Guests: 2"))
    let capped = await run(["increment Guests", "increment Guests", "increment Guests"])
    #expect(lastScreen(capped).contains("Guests: 3"))
  }

  @Test func setMovesASliderAndPicksADateInGMT() async {
    let output = await run(["set Volume = 0.25", "set Departure = 2026-11-30 14:30"])
    #expect(lastScreen(output).contains("0.25"))
    #expect(lastScreen(output).contains("Departure: [Nov 30, 2026 at 2:30\u{202F}PM]"))
  }

  @Test func valuesThatAreNotNumbersOrDatesAreRefusedWithTheFormToUse() async {
    let output = await run([
      "set Volume = loud", "set Volume = inf", "set Departure = 2026-02-30",
      "set Departure = tomorrow", "set Nothing = 1",
    ])
    #expect(output.contains("error: \"loud\" is not a number; type one such as 0.5.\n"))
    #expect(output.contains("error: \"inf\" is not a number; type one such as 0.5.\n"))
    #expect(
      output.contains(
        "error: \"2026-02-30\" is not a date; type 2026-11-30 or 2026-11-30 14:30 (GMT).\n"))
    #expect(output.contains("error: \"tomorrow\" is not a date;"))
    #expect(
      output.contains(
        "error: No slider labelled \"Nothing\". Sliders: \"Volume\". "
          + "No date picker labelled \"Nothing\". Date pickers: \"Departure\".\n"))
  }

  @Test func expandAndCollapseShowAndHideTheContent() async {
    let output = await run(["expand Details", "collapse Details"])
    let screens = output.components(separatedBy: "┌")
    #expect(screens.dropLast().last?.contains("Hidden until expanded") == true)
    #expect(screens.last?.contains("Hidden until expanded") == false)
    #expect(screens.last?.contains("▸ Details") == true)
  }

  @Test func openAndTapSayWhereALinkGoesWithoutOpeningIt() async {
    let output = await run(["open Terms", "tap Terms"])
    let line = "Link \"Terms\" goes to file:///terms (links are not opened here).\n"
    #expect(output.components(separatedBy: line).count == 3)
  }

  @Test func tapFallsBackToATextThatRespondsToTaps() async {
    let output = await run(["tap Tapped 0"])
    #expect(lastScreen(output).contains("Tapped 1"))
  }

  @Test func selectingAnOptionThatIsNotThereListsTheOptions() async {
    let output = await run(["select Units = Nautical"])
    #expect(
      output.contains(
        "error: The picker \"Units\" has no option \"Nautical\". "
          + "Options: \"Metric\", \"Imperial\".\n"))
  }

  @Test func helpNamesTheCommandsOfEveryControlOnScreen() async {
    let output = await run(["help"])
    for line in [
      "  tap <label>              tap the disclosure group, link or tappable text labelled <label>",
      "  select <picker> = <opt>  choose the option labelled <opt>",
      "  increment <stepper>      tap the stepper's +",
      "  decrement <stepper>      tap the stepper's -",
      "  set <slider> = <number>  move the slider to <number>",
      "  set <picker> = <date>    pick 2026-11-30 or 2026-11-30 14:30 (GMT)",
      "  expand <label>           show the content of the disclosure group",
      "  open <label>             show where the link goes (it is not opened)",
    ] {
      #expect(output.contains(line + "\n"), "missing: \(line)")
    }
  }

  @Test func malformedCommandsAreUnknown() async {
    let output = await run(["move Units", "set = 3", "increment", "open"])
    #expect(output.components(separatedBy: "error: unknown command").count == 5)
  }
}
