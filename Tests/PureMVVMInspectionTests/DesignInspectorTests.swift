import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct DesignInspectorTests {
  struct FormDesign: View {
    @Binding var name: String
    @Binding var secret: String
    @Binding var agrees: Bool
    let submit: () -> Void

    var body: some View {
      VStack {
        TextField("Name", text: $name)
        SecureField("Password", text: $secret)
        Toggle("Agree", isOn: $agrees)
        Button("Submit", action: submit).disabled(!agrees)
        Button("Cancel") {}
      }
      .navigationTitle("Sign up")
    }
  }

  struct FormState {
    var name = ""
    var secret = ""
    var agrees = false
  }

  private func makeInspector(submit: @escaping () -> Void = {}) -> DesignInspector {
    DesignInspector(
      Stateful(value: FormState()) { state in
        FormDesign(
          name: state.name, secret: state.secret, agrees: state.agrees, submit: submit)
      })
  }

  @Test func textsListsVisibleTextsInOrderWithTheTitle() {
    let inspector = DesignInspector(
      VStack {
        Text("One")
        HStack { Text("Two") }
      }
      .navigationTitle("Title"))
    #expect(inspector.texts == ["Title", "One", "Two"])
  }

  @Test func setInputWritesThroughAndTheNextQuerySeesIt() throws {
    let inspector = makeInspector()
    try inspector.find(textField: "Name").setInput("Mike")
    #expect(try inspector.find(textField: "Name").text == "Mike")
    #expect(inspector.render().contains("Name: [Mike"))
  }

  @Test func findTextFieldAlsoFindsSecureFieldsButNeverExposesTheirText() throws {
    let inspector = makeInspector()
    try inspector.find(textField: "Password").setInput("swift")
    let field = try inspector.find(textField: "Password")
    #expect(field.text == nil)
    #expect(
      field.element.kind
        == .control(Control(.secureField, title: "Password", face: .secureBox(hasText: true))))
    #expect(!inspector.render().contains("swift"))
  }

  @Test func tappingAToggleFlipsItAndEnablesDependentControls() throws {
    var submissions = 0
    let inspector = makeInspector { submissions += 1 }
    #expect(try inspector.find(button: "Submit").isDisabled)
    try inspector.find(toggle: "Agree").tap()
    #expect(try inspector.find(toggle: "Agree").isOn == true)
    try inspector.find(button: "Submit").tap()
    #expect(submissions == 1)
  }

  @Test func tappingADisabledButtonThrowsAndDoesNotRunTheAction() throws {
    var submissions = 0
    let inspector = makeInspector { submissions += 1 }
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(button: "Submit").tap()
    }
    #expect(error?.reason == .disabled)
    #expect(error?.description == "The button \"Submit\" is disabled.")
    #expect(submissions == 0)
  }

  @Test func typingIntoADisabledFieldThrows() throws {
    let inspector = DesignInspector(TextField("Name", text: .constant("")).disabled(true))
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(textField: "Name").setInput("x")
    }
    #expect(error?.description == "The text field \"Name\" is disabled.")
  }

  @Test func noMatchListsTheCandidatesOfThatKind() {
    let inspector = makeInspector()
    let error = #expect(throws: InspectionError.self) { try inspector.find(button: "Sumbit") }
    #expect(error?.description == "No button labelled \"Sumbit\". Buttons: \"Submit\", \"Cancel\".")
  }

  @Test func noMatchAmongManyListsTwentyCandidatesThoseLikeTheLabelFirst() {
    let inspector = DesignInspector(
      List { ForEach(0..<25) { Toggle("Fila \($0)", isOn: .constant(false)) } })
    let error = #expect(throws: InspectionError.self) { try inspector.find(toggle: "FÍLA 200") }
    let listed = ["Fila 2", "Fila 20"] + ([0, 1] + Array(3...18)).map { "Fila \($0)" }
    #expect(error?.candidates.count == 25)
    #expect(
      error?.description
        == "No toggle labelled \"FÍLA 200\". Toggles (25; 20 shown, those like the label "
        + "first): \(listed.map { "\"\($0)\"" }.joined(separator: ", ")); 5 more.")
  }

  @Test func twentyCandidatesAreAllListedInOrder() {
    let inspector = DesignInspector(
      List { ForEach(0..<20) { Toggle("Fila \($0)", isOn: .constant(false)) } })
    let error = #expect(throws: InspectionError.self) { try inspector.find(toggle: "Fila 2 ") }
    let listed = (0..<20).map { "\"Fila \($0)\"" }.joined(separator: ", ")
    #expect(error?.description == "No toggle labelled \"Fila 2 \". Toggles: \(listed).")
  }

  @Test func noMatchSaysWhenThereIsNothingOfThatKind() {
    let inspector = DesignInspector(Text("Only text"))
    let error = #expect(throws: InspectionError.self) { try inspector.find(toggle: "") }
    #expect(error?.description == "No toggle labelled \"\". There are no toggles.")
  }

  @Test func duplicateLabelsAreReportedAsAmbiguous() {
    let inspector = DesignInspector(
      VStack {
        Button("Delete") {}
        Button("Save") {}
        Button("Delete") {}
      })
    let error = #expect(throws: InspectionError.self) { try inspector.find(button: "Delete") }
    #expect(error?.reason == .ambiguous(count: 2))
    #expect(
      error?.description
        == "2 buttons are labelled \"Delete\"; a query must match exactly one. "
        + "Buttons: \"Delete\", \"Save\", \"Delete\".")
  }

  @Test func tappingTextOrTypingIntoAButtonThrows() throws {
    let inspector = makeInspector()
    let tap = #expect(throws: InspectionError.self) { try inspector.find(text: "Sign up").tap() }
    #expect(
      tap?.description
        == "The text \"Sign up\" cannot be tapped; tap a button, a toggle, a link, a "
        + "disclosure group or a view with onTapGesture.")
    let type = #expect(throws: InspectionError.self) {
      try inspector.find(button: "Cancel").setInput("x")
    }
    #expect(
      type?.description == "The button \"Cancel\" does not take text; type into a text field.")
  }

  @Test func aFoundElementActsOnTheCurrentTreeNotAStaleCopy() throws {
    let inspector = makeInspector()
    let toggle = try inspector.find(toggle: "Agree")
    try toggle.tap()
    try toggle.tap()
    #expect(try inspector.find(toggle: "Agree").isOn == false)
  }

  @Test func identifiersFindAnyElementAndTheElementActsAsItsKind() throws {
    var saves = 0
    let inspector = DesignInspector(
      VStack {
        Text("Title").accessibilityIdentifier("title")
        Button("Save") { saves += 1 }.accessibilityIdentifier("save-button")
      })
    try inspector.find(identifier: "save-button").tap()
    #expect(saves == 1)
    #expect(try inspector.find(identifier: "title").text == "Title")
    let error = #expect(throws: InspectionError.self) { try inspector.find(identifier: "sav") }
    #expect(error?.candidates == ["title", "save-button"])
  }

  @Test func theReadingFollowsTheDesignsState() throws {
    let inspector = DesignInspector(
      Stateful(value: false) { isOn in Toggle("Loud", isOn: isOn) })
    #expect(inspector.accessibilityReading == "Loud, switch button, off\n")
    try inspector.find(toggle: "Loud").tap()
    #expect(inspector.accessibilityReading == "Loud, switch button, on\n")
  }
}
