import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct ComposeMessageTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: ComposeMessage_Previews.self, width: 44)
  }

  @Test func typingCountsDownTheCharactersLeft() throws {
    let inspector = DesignInspector(ComposeMessage())
    try inspector.find(textField: "Text editor").setInput("Hola")
    #expect(inspector.texts.contains("276"))
    #expect(try inspector.find(textField: "Text editor").text == "Hola")
  }

  @Test func tooLongAMessageTurnsTheCountRedAndDisablesSend() throws {
    let inspector = DesignInspector(ComposeMessage())
    try inspector.find(textField: "Text editor").setInput(String(repeating: "a", count: 281))
    #expect(try inspector.find(text: "-1").element.attributes.foreground == .color(.red))
    #expect(try inspector.find(button: "Send").isDisabled)
  }

  @Test func aTemplateFillsTheMessageAndSendPassesIt() throws {
    let sent = ArgumentRecorder<String>()
    let inspector = DesignInspector(ComposeMessage(send: { sent.action($1) }))
    #expect(try inspector.find(button: "Send").isDisabled)
    try inspector.find(button: "On my way").tap()
    try inspector.find(button: "Send").tap()
    #expect(sent.arguments == ["On my way!"])
  }

  @Test func theColourPickerShowsItsColour() throws {
    let picker = try DesignInspector(ComposeMessage()).find(picker: "Label colour")
    #expect(picker.value == "blue")
  }
}
