import PureMVVMCore
import PureMVVMInspection
import Testing

/// A design with more than thirty children and nested conditionals.
///
/// CI type-checks every body with a 300 ms limit, so this file failing to build means the
/// builder got slow.
struct LargeFormDesign: View {
  let isAdvanced: Bool
  let userName: String?
  @Binding var notify: Bool
  let submit: () -> Void

  var body: some View {
    VStack {
      Text("Title")
      Text("Subtitle").foregroundStyle(.secondary)
      Text("Line 3")
      Text("Line 4")
      Text("Line 5")
      Text("Line 6")
      Text("Line 7")
      Text("Line 8")
      Text("Line 9")
      Text("Line 10")
      if isAdvanced {
        Text("Advanced 1")
        if let userName {
          Text("User \(userName)")
          if notify {
            Text("Notifications on")
          } else {
            Text("Notifications off")
          }
        }
      }
      Toggle("Notify", isOn: $notify)
      Text("Line 13")
      Text("Line 14")
      Text("Line 15")
      Text("Line 16")
      Text("Line 17")
      Text("Line 18")
      Text("Line 19")
      Text("Line 20")
      HStack {
        Text("Left")
        Spacer()
        Text("Right")
      }
      Text("Line 22")
      Text("Line 23")
      Text("Line 24")
      Text("Line 25")
      Text("Line 26")
      Text("Line 27")
      Text("Line 28")
      Text("Line 29")
      Text("Line 30")
      Text("Line 31")
      Button("Submit", action: submit).disabled(!notify)
    }
  }
}

@MainActor
@Suite struct LargeDesignTests {
  @Test func thirtyTwoChildrenWithNestedConditionalsResolveInOrder() throws {
    let inspector = DesignInspector(
      Stateful(value: false) { notify in
        LargeFormDesign(isAdvanced: true, userName: "Mike", notify: notify, submit: {})
      })
    #expect(inspector.texts.count == 33)
    #expect(inspector.texts[10...12] == ["Advanced 1", "User Mike", "Notifications off"])
    try inspector.find(toggle: "Notify").tap()
    #expect(inspector.texts[12] == "Notifications on")
    #expect(try inspector.find(button: "Submit").isDisabled == false)
  }

  @Test func conditionalBranchesDisappearWhenOff() {
    let inspector = DesignInspector(
      LargeFormDesign(isAdvanced: false, userName: "Mike", notify: .constant(true), submit: {}))
    #expect(inspector.texts.count == 30)
    #expect(!inspector.texts.contains("Advanced 1"))
  }
}
