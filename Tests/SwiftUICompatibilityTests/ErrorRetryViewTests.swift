import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct ErrorRetryViewTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: ErrorRetryView_Previews.self, width: 44)
  }

  @Test func tryAgainRetriesAndIsAnOrangeBorderedButton() throws {
    let retry = ActionRecorder()
    let inspector = DesignInspector(
      ErrorRetryView(message: "Timeout.", isRetrying: false, retry: retry.action))
    let button = try inspector.find(button: "Try again")
    #expect(button.element.attributes.buttonStyle == .bordered)
    #expect(button.element.attributes.tint == .color(.orange))
    try button.tap()
    #expect(retry.callCount == 1)
  }

  @Test func whileRetryingThereIsProgressAndNoButton() {
    let inspector = DesignInspector(
      ErrorRetryView(message: "Timeout.", isRetrying: true, retry: {}))
    let error = #expect(throws: InspectionError.self) { try inspector.find(button: "Try again") }
    #expect(error?.reason == .notFound)
    #expect(inspector.render(width: 44).contains("⋯ Retrying…"))
  }

  @Test func theMessageIsCentredAndLimitedToThreeLines() throws {
    let long = String(repeating: "The server is not answering. ", count: 6)
    let inspector = DesignInspector(ErrorRetryView(message: long, isRetrying: false, retry: {}))
    let message = try inspector.find(text: long).element.attributes
    #expect(message.textAlignment == .center)
    #expect(message.lineLimit == 3)
    let lines = inspector.render(width: 44).split(separator: "\n")
    #expect(lines.filter { $0.contains("server") || $0.contains("answering") }.count == 3)
  }
}
