import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct FeatureTourTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: FeatureTour_Previews.self, width: 44)
  }

  @Test func tappingACardTogglesItsSelection() throws {
    let finished = ArgumentRecorder<Set<String>>()
    let inspector = DesignInspector(FeatureTour(finish: finished.action))
    try inspector.find(text: "Weather").tap()
    try inspector.find(text: "Offline maps").tap()
    try inspector.find(button: "Continue").tap()
    #expect(finished.arguments == [["Weather"]])
  }

  @Test func aCustomButtonStyleKeepsTheButtonTappable() throws {
    let button = try DesignInspector(FeatureTour()).find(button: "Continue")
    #expect(button.element.attributes.buttonStyle == .custom)
  }

  @Test func loadingDrawsPlaceholdersButTestsStillReadTheText() throws {
    let inspector = DesignInspector(FeatureTour(isLoading: true))
    #expect(inspector.render(width: 44).contains("▒▒▒▒ ▒▒ ▒▒▒ ▒▒▒▒▒"))
    #expect(inspector.texts.first == "What do you need?")
    #expect(
      try inspector.find(text: "What do you need?").element.attributes.help
        == "Choose any number of features")
  }

  @Test func theSelectedCardIsOpaqueAndOutlined() throws {
    let inspector = DesignInspector(FeatureTour())
    var opacities: [Double?] = []
    for element in inspector.elements.flattened() where element.kind == .zStack {
      opacities.append(element.attributes.opacity)
    }
    #expect(opacities.contains(1))
    #expect(opacities.contains(0.8))
  }
}
