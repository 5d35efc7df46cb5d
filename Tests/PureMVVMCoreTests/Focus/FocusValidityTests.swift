import PureMVVMCore
import PureMVVMInspection
import Testing

/// A focus state that points at no enabled field on screen reads `nil` (or `false`), as
/// Apple documents: its field left, no field has its value, or its field is disabled.
@MainActor
@Suite struct FocusValidityTests {
  enum Field: Hashable {
    case name, city, phone
  }

  struct Form: View {
    @State private var showsCity = true
    @State private var name = ""
    @State private var city = ""
    @FocusState private var focus: Field?

    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($focus, equals: .name).disabled(true)
        if showsCity {
          TextField("City", text: $city).focused($focus, equals: .city)
        }
        Text("Focus: \(focus.map { "\($0)" } ?? "none")")
        Button("City") { focus = .city }
        Button("Name") { focus = .name }
        Button("Phone") { focus = .phone }
        Button("Hide city") { showsCity = false }
      }
    }
  }

  @Test func theFocusedFieldLeavingTheTreeClearsTheFocusState() throws {
    let inspector = DesignInspector(Form())
    try inspector.find(button: "City").tap()
    #expect(inspector.texts.first == "Focus: city")
    try inspector.find(button: "Hide city").tap()
    #expect(inspector.texts.first == "Focus: none")
    #expect(inspector.focusedField == nil)
  }

  @Test func aValueNoFieldHasReadsAsNil() throws {
    let inspector = DesignInspector(Form())
    try inspector.find(button: "Phone").tap()
    #expect(inspector.texts.first == "Focus: none")
  }

  @Test func aDisabledFieldCannotHoldTheFocus() throws {
    let inspector = DesignInspector(Form())
    try inspector.find(button: "City").tap()
    try inspector.find(button: "Name").tap()
    #expect(inspector.texts.first == "Focus: none")
    #expect(inspector.focusedField == nil)
  }

  struct Toggled: View {
    @State private var showsField = true
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
      VStack {
        if showsField { TextField("Search", text: $text).focused($isFocused) }
        Text("Focused: \(isFocused)")
        Button("Focus") { isFocused = true }
        Button("Remove") { showsField = false }
      }
    }
  }

  @Test func aBooleanFocusStateGoesFalseWhenItsFieldLeaves() throws {
    let inspector = DesignInspector(Toggled())
    try inspector.find(button: "Focus").tap()
    #expect(inspector.texts.first == "Focused: true")
    try inspector.find(button: "Remove").tap()
    #expect(inspector.texts.first == "Focused: false")
  }

  struct Untracked: View {
    @State private var showsField = true

    var body: some View {
      VStack {
        if showsField { TextField("Note", text: .constant("")) }
        Button("Remove") { showsField = false }
        Button("Restore") { showsField = true }
      }
    }
  }

  @Test func anUntrackedFieldThatLeavesTakesItsFocusWithIt() throws {
    let inspector = DesignInspector(Untracked())
    try inspector.find(textField: "Note").focus()
    #expect(inspector.focusedField == "Note")
    try inspector.find(button: "Remove").tap()
    try inspector.find(button: "Restore").tap()
    #expect(inspector.focusedField == nil)
  }
}
