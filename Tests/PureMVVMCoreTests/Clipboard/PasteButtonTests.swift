import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A paste button pastes what the host's pasteboard holds, and is disabled while it holds
/// nothing the button takes.
@MainActor
@Suite struct PasteButtonTests {
  private func notes(_ pasted: Binding<[String]>) -> some View {
    VStack {
      Text(pasted.wrappedValue.joined(separator: ", "))
      PasteButton(payloadType: String.self) { pasted.wrappedValue += $0 }
    }
  }

  @Test func anEmptyPasteboardDisablesTheButton() async throws {
    var pasted: [String] = []
    let inspector = DesignInspector(notes(Binding(get: { pasted }, set: { pasted = $0 })))
    #expect(AccessibilityRenderer().render(notes(.constant([]))).contains("Paste, button, dimmed"))
    await #expect(throws: InspectionError.self) {
      try await inspector.find(button: "Paste").paste()
    }
    inspector.pasteboard = [Data([0xFF])]
    await #expect(throws: InspectionError.self) {
      try await inspector.find(button: "Paste").paste()
    }
    #expect(pasted.isEmpty)
  }

  @Test func textOnThePasteboardIsPastedOnceEachTime() async throws {
    var pasted: [String] = []
    let inspector = DesignInspector(notes(Binding(get: { pasted }, set: { pasted = $0 })))
    inspector.pasteboard = ["Collado", "Ibón"]
    try await inspector.find(button: "Paste").paste()
    #expect(pasted == ["Collado", "Ibón"])
    inspector.pasteboard = [URL(string: "https://example.com")!, "Refugio"]
    try await inspector.find(button: "Paste").paste()
    #expect(pasted == ["Collado", "Ibón", "Refugio"])
  }

  @Test func aPasteChangesTheDesignsState() async throws {
    let design = Stateful(value: [String]()) { pasted in
      Text(pasted.wrappedValue.joined(separator: ", "))
      PasteButton(payloadType: String.self) { pasted.wrappedValue += $0 }
    }
    let inspector = DesignInspector(design)
    inspector.pasteboard = ["Pico Aneto"]
    try await inspector.find(button: "Paste").paste()
    #expect(inspector.texts.first == "Pico Aneto")
  }

  @Test func providersArePastedForTheTypesTheButtonTakes() async throws {
    var identifiers: [[String]] = []
    let design = PasteButton(supportedContentTypes: [.url]) { providers in
      identifiers += providers.map(\.registeredTypeIdentifiers)
    }
    let inspector = DesignInspector(design)
    inspector.pasteboard = ["texto"]
    await #expect(throws: InspectionError.self) {
      try await inspector.find(button: "Paste").paste()
    }
    inspector.pasteboard = ["texto", URL(string: "https://example.com/a")!]
    try await inspector.find(button: "Paste").paste()
    #expect(identifiers == [["public.url"]])
  }

  @Test func aViewThatIsNotAPasteButtonSaysSo() async throws {
    let inspector = DesignInspector(Button("Paste") {})
    do {
      try await inspector.find(button: "Paste").paste()
      Issue.record("a plain button pasted")
    } catch {
      #expect(error.description == "The button \"Paste\" is not a PasteButton.")
    }
  }
}
