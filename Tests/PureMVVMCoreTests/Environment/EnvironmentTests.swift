import Foundation
import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@Observable private final class Settings {
  var units = "km"
}

@MainActor
@Suite struct EnvironmentTests {
  struct Accent: View {
    let label: String
    @Environment(\.accent) private var accent

    var body: some View { Text("\(label): \(accent)") }
  }

  @Test func aValueFlowsDownAndNeverLeaksToSiblingsOrAncestors() {
    let inspector = DesignInspector(
      VStack {
        Accent(label: "Top")
        VStack {
          Accent(label: "Inner")
          Accent(label: "Deeper").environment(\.accent, "green")
        }
        .environment(\.accent, "red")
        Accent(label: "Sibling")
      })
    #expect(
      inspector.texts == ["Top: blue", "Inner: red", "Deeper: green", "Sibling: blue"])
  }

  @Test func transformEnvironmentChangesTheInheritedValue() {
    let inspector = DesignInspector(
      Accent(label: "A")
        .transformEnvironment(\.accent) { $0 += "-ish" }
        .environment(\.accent, "red"))
    #expect(inspector.texts == ["A: red-ish"])
  }

  struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
  }

  @Test func disabledFlowsThroughIsEnabled() {
    let inspector = DesignInspector(
      VStack {
        EnabledReader()
        EnabledReader().disabled(true)
        VStack { EnabledReader().disabled(false) }.disabled(true)
      })
    #expect(inspector.texts == ["enabled", "disabled", "disabled"])
  }

  struct Defaults: View {
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      Text(locale.identifier)
      Text(timeZone.identifier)
      Text(
        "\(calendar.identifier) \(calendar.timeZone.identifier) \(calendar.locale?.identifier ?? "")"
      )
      Text("\(colorScheme)")
    }
  }

  @Test func renderDefaultsAreFixedNotTheMachines() {
    #expect(
      DesignInspector(Defaults()).texts == ["en_US", "GMT", "gregorian GMT en_US", "light"])
  }

  @Test func aLocaleSetAboveIsRead() {
    let inspector = DesignInspector(
      Defaults().environment(\.locale, Locale(identifier: "es_ES")).environment(
        \.colorScheme, .dark))
    #expect(inspector.texts.first == "es_ES")
    #expect(inspector.texts.last == "dark")
  }

  struct UnitsView: View {
    @Environment(Settings.self) private var settings

    var body: some View {
      @Bindable var settings = settings
      VStack {
        Text("Units: \(settings.units)")
        TextField("Units", text: $settings.units)
      }
    }
  }

  @Test func anObservableObjectIsFoundByTypeAndBindable() throws {
    let settings = Settings()
    let inspector = DesignInspector(UnitsView().environment(settings))
    try inspector.find(textField: "Units").setInput("mi")
    #expect(settings.units == "mi")
    #expect(inspector.texts == ["Units: mi"])
  }

  @Test func aMissingObservableObjectShowsWhatToAddInsteadOfCrashing() {
    let rendering = DesignInspector(
      VStack {
        UnitsView(); Text("After")
      }
    ).render(width: 60)
    #expect(
      rendering == """
        ┌──────────────────────────────────────────────────────────┐
        │ ⚠ No Settings in the environment: add                    │
        │ .environment(Settings(…)) above the view that reads it.  │
        │                          After                           │
        └──────────────────────────────────────────────────────────┘

        """)
  }

  struct OptionalUnits: View {
    @Environment(Settings.self) private var settings: Settings?

    var body: some View { Text(settings?.units ?? "no settings") }
  }

  @Test func anOptionalObservableObjectReadsNilWhenMissing() {
    #expect(DesignInspector(OptionalUnits()).texts == ["no settings"])
    #expect(DesignInspector(OptionalUnits().environment(Settings())).texts == ["km"])
  }

  struct Dismissing: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View { Button("Close") { dismiss() } }
  }

  @Test func dismissOutsideAPresentationDoesNothing() throws {
    try DesignInspector(Dismissing()).find(button: "Close").tap()
  }
}
