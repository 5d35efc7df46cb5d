import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct ToggleStyleTests {
  /// A checkbox drawn as a button, as teams write their own toggle styles.
  struct Checkmark: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        HStack {
          Image(systemName: configuration.isOn ? "checkmark.square" : "square")
          configuration.label
        }
      }
    }
  }

  /// Shows what the style's own environment says.
  struct EnabledReader: ToggleStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
      Text(isEnabled ? "enabled" : "disabled")
    }
  }

  /// Counts its own taps in state of its own.
  struct TapCounter: ToggleStyle {
    @State private var taps = 0

    func makeBody(configuration: Configuration) -> some View {
      Button("taps \(taps)") { taps += 1 }
    }
  }

  /// Keeps the look of the style around it, padded.
  struct Padded: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).padding(.leading, 2)
    }
  }

  @Test func aCustomStylesBodyIsWhatRendersNotTheSwitch() {
    let inspector = DesignInspector(
      Toggle("Wifi", isOn: .constant(true)).toggleStyle(Checkmark()))
    let text = inspector.render(width: 40)
    #expect(!text.contains("[on]"))
    #expect(text.contains("Wifi"))
    #expect(throws: InspectionError.self) { try inspector.find(toggle: "Wifi") }
  }

  @Test func theConfigurationsIsOnIsALiveBindingToTheToggledValue() throws {
    let inspector = DesignInspector(
      Stateful(value: false) { isOn in
        Toggle("Wifi", isOn: isOn).toggleStyle(Checkmark())
      })
    let button = try inspector.find(button: "Wifi")
    #expect(
      button.element.children.first?.children.first?.kind
        == .image(name: "square", isSystem: true))
    try button.tap()
    let tapped = try inspector.find(button: "Wifi")
    #expect(
      tapped.element.children.first?.children.first?.kind
        == .image(name: "checkmark.square", isSystem: true))
  }

  @Test func aStylesEnvironmentIsThatOfTheToggleItStyles() throws {
    let inspector = DesignInspector(
      Toggle("Wifi", isOn: .constant(true)).toggleStyle(EnabledReader()).disabled(true))
    _ = try inspector.find(text: "disabled")
  }

  @Test func aStylesStateLastsAcrossResolutions() throws {
    let inspector = DesignInspector(
      Toggle("Wifi", isOn: .constant(true)).toggleStyle(TapCounter()))
    try inspector.find(button: "taps 0").tap()
    try inspector.find(button: "taps 1").tap()
    _ = try inspector.find(button: "taps 2")
  }

  @Test func toggleFromAConfigurationTakesTheLookOfTheStyleAroundIt() throws {
    let inspector = DesignInspector(
      Toggle("Wifi", isOn: .constant(true)).toggleStyle(Padded()).toggleStyle(.checkbox))
    let toggle = try inspector.find(toggle: "Wifi")
    #expect(toggle.element.attributes.toggleStyle == .checkbox)
    #expect(toggle.isOn == true)
  }

  @Test func toggleFromAConfigurationFlipsTheOriginalBinding() throws {
    let inspector = DesignInspector(
      Stateful(value: false) { isOn in
        Toggle("Wifi", isOn: isOn).toggleStyle(Padded())
      })
    try inspector.find(toggle: "Wifi").tap()
    #expect(try inspector.find(toggle: "Wifi").isOn == true)
  }

  @Test func aStyleSetOnAContainerReachesEveryToggleInside() throws {
    let inspector = DesignInspector(
      Form {
        Section {
          Toggle("Wifi", isOn: .constant(true))
          Toggle("Bluetooth", isOn: .constant(false))
        }
      }
      .toggleStyle(.button))
    #expect(try inspector.find(toggle: "Wifi").element.attributes.toggleStyle == .button)
    #expect(try inspector.find(toggle: "Bluetooth").element.attributes.toggleStyle == .button)
  }

  @Test func theInnermostStyleWins() throws {
    let inspector = DesignInspector(
      VStack {
        Toggle("Wifi", isOn: .constant(true)).toggleStyle(.switch)
        Toggle("Bluetooth", isOn: .constant(false))
      }
      .toggleStyle(.button))
    #expect(try inspector.find(toggle: "Wifi").element.attributes.toggleStyle == .switch)
    #expect(try inspector.find(toggle: "Bluetooth").element.attributes.toggleStyle == .button)
  }

  @Test func theDefaultStyleRecordsNoLook() throws {
    let inspector = DesignInspector(Toggle("Wifi", isOn: .constant(true)))
    #expect(try inspector.find(toggle: "Wifi").element.attributes.toggleStyle == nil)
  }
}

@MainActor
@Suite struct SharedStyleStateTests {
  /// Counts its own taps in state of its own, and says whether its control is enabled.
  struct TapCounter: ToggleStyle {
    @State private var taps = 0
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
      Button("\(taps) \(isEnabled ? "on" : "off")") { taps += 1 }
    }
  }

  @Test func eachControlBelowAStyleHasStateOfItsOwn() throws {
    let inspector = DesignInspector(
      VStack {
        Toggle("A", isOn: .constant(true))
        Toggle("B", isOn: .constant(true)).disabled(true)
      }
      .toggleStyle(TapCounter()))
    try inspector.find(button: "0 on").tap()
    _ = try inspector.find(button: "1 on")
    _ = try inspector.find(button: "0 off")
  }
}

@MainActor
@Suite struct DeprecatedStyleInitialiserTests {
  @Test func tintedBuiltInStylesKeepTheirTintAndTheirLook() throws {
    let name = "Wifi"
    let inspector = DesignInspector(
      VStack {
        Toggle(name, systemImage: "wifi", isOn: .constant(true))
          .toggleStyle(SwitchToggleStyle(tint: .green))
        ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red))
      })
    let toggle = try inspector.find(toggle: "Wifi")
    #expect(toggle.element.attributes.toggleStyle == .switch)
    #expect(SwitchToggleStyle(tint: .green).tint == .green)
    #expect(CircularProgressViewStyle(tint: .red).tint == .red)
    #expect(SwitchToggleStyle().tint == nil)
  }

  @Test func theDeprecatedTintColoursTheControlAndNoTintKeepsTheOneAround() throws {
    let inspector = DesignInspector(
      VStack {
        Toggle("Wifi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))
        Toggle("Bluetooth", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
        ProgressView("Subida", value: 0.5)
          .progressViewStyle(CircularProgressViewStyle(tint: .red))
      }.tint(.orange))
    #expect(try inspector.find(toggle: "Wifi").element.attributes.tint == .color(.green))
    #expect(try inspector.find(toggle: "Bluetooth").element.attributes.tint == .color(.orange))
    let progress = inspector.elements.first?.children.last
    #expect(progress?.control?.role == .progressView)
    #expect(progress?.attributes.tint == .color(.red))
  }
}
