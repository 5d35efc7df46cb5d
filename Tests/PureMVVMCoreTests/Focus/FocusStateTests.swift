import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct FocusStateTests {
  enum Field: Hashable {
    case email, password
  }

  struct SignUp: View {
    @State private var email = ""
    @State private var password = ""
    @State private var log: [String] = []
    @FocusState private var focus: Field?

    var body: some View {
      VStack {
        TextField("Email", text: $email)
          .focused($focus, equals: .email)
          .onSubmit {
            log.append("email")
            focus = .password
          }
        SecureField("Password", text: $password)
          .focused($focus, equals: .password)
        Text("Focus: \(focus.map { "\($0)" } ?? "none")")
        Text("Log: \(log.joined(separator: ","))")
        Button("Start") { focus = .email }
        TextField("Note", text: .constant(""))
      }
      .onSubmit { log.append("form") }
    }
  }

  @Test func settingTheFocusStateMovesTheFocusAndTheInspectorReadsIt() throws {
    let inspector = DesignInspector(SignUp())
    #expect(inspector.focusedField == nil)
    try inspector.find(button: "Start").tap()
    #expect(inspector.focusedField == "Email")
    #expect(try inspector.find(textField: "Email").isFocused)
    #expect(inspector.texts.first == "Focus: email")
  }

  @Test func movingTheFocusWritesTheFocusState() throws {
    let inspector = DesignInspector(SignUp())
    try inspector.find(textField: "Password").focus()
    #expect(inspector.texts.first == "Focus: password")
    try inspector.find(textField: "Email").focus()
    #expect(inspector.texts.first == "Focus: email")
    #expect(inspector.focusedField == "Email")
  }

  @Test func focusingAFieldNoFocusStateTracksClearsTheOne() throws {
    let inspector = DesignInspector(SignUp())
    try inspector.find(textField: "Email").focus()
    try inspector.find(textField: "Note").focus()
    #expect(inspector.texts.first == "Focus: none")
    #expect(inspector.focusedField == "Note")
  }

  @Test func typingIntoAFieldFocusesIt() throws {
    let inspector = DesignInspector(SignUp())
    try inspector.find(textField: "Password").setInput("secret")
    #expect(inspector.focusedField == "Password")
  }

  @Test func submittingRunsTheOnSubmitActionsInnermostFirst() throws {
    let inspector = DesignInspector(SignUp())
    try inspector.find(textField: "Email").submit()
    #expect(inspector.texts == ["Focus: password", "Log: email,form"])
    try inspector.find(textField: "Password").submit()
    #expect(inspector.texts.last == "Log: email,form,form")
  }

  @Test func submittingSomethingThatIsNotAFieldThrows() throws {
    let inspector = DesignInspector(SignUp())
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(button: "Start").submit()
    }
    #expect(error?.reason == .notEditable)
  }

  struct Single: View {
    @State private var name = ""
    @FocusState private var isFocused: Bool

    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($isFocused)
        TextField("Other", text: .constant(""))
        Text(isFocused ? "focused" : "not focused")
      }
    }
  }

  @Test func aBooleanFocusStateFollowsItsOneField() throws {
    let inspector = DesignInspector(Single())
    try inspector.find(textField: "Name").focus()
    #expect(inspector.texts == ["focused"])
    try inspector.find(textField: "Other").focus()
    #expect(inspector.texts == ["not focused"])
    #expect(inspector.focusedField == "Other")
  }

  @Test func theFocusedFieldShowsACursor() throws {
    let inspector = DesignInspector(Single())
    try inspector.find(textField: "Name").setInput("Ana")
    #expect(inspector.render(width: 30).contains("│ Name: [Ana▏              ] │"))
  }

  @Test func theConsoleMovesTheFocusAndAnEmptyLineSubmits() async {
    var input = ["focus Email", "", "type Password = x", "submit Password"][...]
    var output = ""
    await DesignConsole(
      SignUp(), width: 40, readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    let frames = output.components(separatedBy: "┌").dropFirst()
    #expect(frames.count == 5)
    #expect(frames.dropFirst().first?.contains("Focus: email") == true)
    #expect(frames.dropFirst(2).first?.contains("Focus: password") == true)
    #expect(frames.last?.contains("Log: email,form,form") == true)
  }
}
