import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct ButtonStyleTests {
  /// Draws whether its button is enabled, as a style reading the environment does.
  struct Dimmed: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text(isEnabled ? "on" : "off")
      }
    }
  }

  /// Reads a custom environment value.
  struct Accented: ButtonStyle {
    @Environment(\.accentName) private var accentName

    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text(accentName)
      }
    }
  }

  /// Labels a button with its role.
  struct RoleNamed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(configuration.role == .destructive ? "destructive" : "other")
    }
  }

  /// Runs the action only when the label is tapped, with no button element.
  struct TapOnly: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.onTapGesture { configuration.trigger() }
    }
  }

  /// Keeps the look of the style around it, padded.
  struct Padded: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button(configuration).padding(.leading, 2)
    }
  }

  @Test func aDisabledButtonsStyleSeesItDisabled() throws {
    let inspector = DesignInspector(
      VStack {
        Button("Save") {}.disabled(true)
        Button("Send") {}
      }
      .buttonStyle(Dimmed()))
    #expect(try inspector.find(button: "Save off").isDisabled)
    #expect(try !inspector.find(button: "Send on").isDisabled)
  }

  @Test func aStyleReadsCustomEnvironmentValuesOfItsButton() throws {
    let inspector = DesignInspector(
      Button("Save") {}.buttonStyle(Accented()).environment(\.accentName, "teal"))
    _ = try inspector.find(button: "Save teal")
  }

  @Test func aStyleSeesTheButtonsRole() throws {
    let inspector = DesignInspector(
      Button("Delete", role: .destructive) {}.buttonStyle(RoleNamed()))
    #expect(
      try inspector.find(button: "destructive").element.attributes.buttonRole
        == .destructive)
  }

  @Test func aCustomStyleKeepsTheButtonAndItsAction() throws {
    var taps = 0
    let inspector = DesignInspector(Button("Save") { taps += 1 }.buttonStyle(Dimmed()))
    let button = try inspector.find(button: "Save on")
    #expect(button.element.attributes.buttonStyle == .custom)
    try button.tap()
    #expect(taps == 1)
  }

  @Test func aPrimitiveStylesTriggerRunsTheAction() throws {
    var taps = 0
    let inspector = DesignInspector(Button("Save") { taps += 1 }.buttonStyle(TapOnly()))
    #expect(throws: InspectionError.self) { try inspector.find(button: "Save") }
    try inspector.find(text: "Save").tap()
    #expect(taps == 1)
  }

  @Test func buttonFromAConfigurationTakesTheLookOfTheStyleAroundIt() throws {
    var taps = 0
    let inspector = DesignInspector(
      Button("Save", role: .cancel) { taps += 1 }.buttonStyle(Padded()).buttonStyle(.bordered))
    let button = try inspector.find(button: "Save")
    #expect(button.element.attributes.buttonStyle == .bordered)
    #expect(button.element.attributes.buttonRole == .cancel)
    try button.tap()
    #expect(taps == 1)
  }

  @Test func aStyleSetOnAContainerReachesEveryButtonInside() throws {
    let inspector = DesignInspector(
      Form {
        Section {
          Button("Save") {}
          Button("Send") {}
        }
      }
      .buttonStyle(.borderedProminent))
    #expect(
      try inspector.find(button: "Save").element.attributes.buttonStyle
        == .borderedProminent)
    #expect(
      try inspector.find(button: "Send").element.attributes.buttonStyle
        == .borderedProminent)
  }

  @Test func theInnermostStyleWinsOverAnOuterCustomOne() throws {
    let inspector = DesignInspector(
      VStack {
        Button("Save") {}.buttonStyle(.plain)
        Button("Send") {}
      }
      .buttonStyle(Dimmed()))
    #expect(try inspector.find(button: "Save").element.attributes.buttonStyle == .plain)
    #expect(try inspector.find(button: "Send on").element.attributes.buttonStyle == .custom)
  }
}

extension EnvironmentValues {
  /// A value only the button style tests read.
  fileprivate var accentName: String {
    get { self[AccentNameKey.self] }
    set { self[AccentNameKey.self] = newValue }
  }
}

private enum AccentNameKey: EnvironmentKey {
  static let defaultValue = "none"
}

@MainActor
@Suite struct SystemDrawnButtonTests {
  /// Runs the action only when the label is tapped, with no button element.
  struct TapOnly: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.onTapGesture { configuration.trigger() }
    }
  }

  @Test func alertActionsAreSystemButtonsWhateverTheButtonStyle() throws {
    var deleted = 0
    let inspector = DesignInspector(
      Text("Ruta")
        .alert("¿Borrar?", isPresented: .constant(true)) {
          Button("Borrar", role: .destructive) { deleted += 1 }
        }
        .buttonStyle(TapOnly()))
    let action = try inspector.find(button: "Borrar")
    #expect(action.element.attributes.buttonStyle == nil)
    #expect(throws: InspectionError.self) { try inspector.find(button: "OK") }
    try action.tap()
    #expect(deleted == 1)
  }

  @Test func menuItemsAreSystemItemsWhateverTheButtonStyle() throws {
    let inspector = DesignInspector(
      Menu("Acciones") {
        Button("Archivar") {}
      }
      .buttonStyle(.borderedProminent))
    #expect(try inspector.find(button: "Archivar").element.attributes.buttonStyle == nil)
  }

  @Test func aSheetsButtonsKeepTheStyleOfThePresentingView() throws {
    let inspector = DesignInspector(
      Text("Ruta")
        .sheet(isPresented: .constant(true)) {
          Button("Guardar") {}
        }
        .buttonStyle(.borderedProminent))
    #expect(
      try inspector.find(button: "Guardar").element.attributes.buttonStyle
        == .borderedProminent)
  }

  @Test func aCardButtonIsDrawnOnAPlatterAndTaps() throws {
    var taps = 0
    let inspector = DesignInspector(Button("Reproducir") { taps += 1 }.buttonStyle(.card))
    let button = try inspector.find(button: "Reproducir")
    #expect(button.element.attributes.buttonStyle == .bordered)
    try button.tap()
    #expect(taps == 1)
  }
}
