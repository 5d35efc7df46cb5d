import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct StatefulTests {
  @Test func seedCounterUsageWorksAndKeepsStateAcrossRenders() throws {
    let inspector = DesignInspector(Stateful(value: 1) { count in CountDesign(count: count) })
    #expect(inspector.texts == ["The current count is: 1"])
    try inspector.find(button: "Add + 1").tap()
    try inspector.find(button: "Add + 1").tap()
    #expect(inspector.texts == ["The current count is: 3"])
    #expect(inspector.render().contains("The current count is: 3"))
  }

  @Test func separateHostsHaveSeparateState() throws {
    let design = Stateful(value: 0) { count in CountDesign(count: count) }
    let first = DesignInspector(design)
    let second = DesignInspector(design)
    try first.find(button: "Add + 1").tap()
    #expect(first.texts == ["The current count is: 1"])
    #expect(second.texts == ["The current count is: 0"])
  }

  @Test func siblingStatefulsKeepTheirOwnValues() throws {
    let inspector = DesignInspector(
      VStack {
        Stateful(value: false) { isOn in Toggle("First", isOn: isOn) }
        Stateful(value: false) { isOn in Toggle("Second", isOn: isOn) }
      })
    try inspector.find(toggle: "Second").tap()
    #expect(try inspector.find(toggle: "First").isOn == false)
    #expect(try inspector.find(toggle: "Second").isOn == true)
  }

  @Test func stateInsideABodyThatIsRebuiltSurvives() throws {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("Counter")
          Stateful(value: 10) { count in CountDesign(count: count) }
        }
      }
    }
    let inspector = DesignInspector(Screen())
    try inspector.find(button: "Add + 1").tap()
    #expect(inspector.texts == ["Counter", "The current count is: 11"])
  }

  @Test func aBranchShownAgainStartsFromItsInitialValue() throws {
    let inspector = DesignInspector(
      Stateful(value: true) { showFirst in
        if showFirst.wrappedValue {
          Stateful(value: 0) { count in CountDesign(count: count) }
        } else {
          Stateful(value: 100) { count in CountDesign(count: count) }
        }
        Toggle("First", isOn: showFirst)
      })
    try inspector.find(button: "Add + 1").tap()
    try inspector.find(toggle: "First").tap()
    #expect(inspector.texts == ["The current count is: 100"])
    try inspector.find(button: "Add + 1").tap()
    #expect(inspector.texts == ["The current count is: 101"])
    try inspector.find(toggle: "First").tap()
    #expect(inspector.texts == ["The current count is: 0"])
    try inspector.find(toggle: "First").tap()
    #expect(inspector.texts == ["The current count is: 100"])
  }

  @Test func deepProjectionIntoStatefulValueWritesInPlace() throws {
    struct Profile {
      var names = ["Ana", "Luis"]
    }
    let inspector = DesignInspector(
      Stateful(value: Profile()) { profile in
        TextField("Second", text: profile.names[1])
      })
    try inspector.find(textField: "Second").setInput("Lucía")
    #expect(try inspector.find(textField: "Second").text == "Lucía")
  }
}
