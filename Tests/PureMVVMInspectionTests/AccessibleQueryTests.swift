import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Queries find what assistive technology sees: a control by its accessibility label as
/// well as its visible title (as XCUITest does), a button labelled by a progress view by
/// that view's title, and alert titles among the texts.
@MainActor
@Suite struct AccessibleQueryTests {
  final class Done {
    var names: [String] = []
  }

  struct Chores: View {
    let done: Done

    var body: some View {
      List {
        ForEach(["Water the plants", "Feed the cat", "Take out the bins"], id: \.self) { chore in
          HStack {
            Text(chore)
            Button {
              done.names.append(chore)
            } label: {
              Image(systemName: "circle")
            }
            .accessibilityLabel("Mark “\(chore)” done")
          }
        }
      }
    }
  }

  @Test func anIconOnlyButtonIsFoundByItsAccessibilityLabel() throws {
    let done = Done()
    let inspector = DesignInspector(Chores(done: done))
    try inspector.find(button: "Mark “Feed the cat” done").tap()
    #expect(done.names == ["Feed the cat"])
    let error = #expect(throws: InspectionError.self) { try inspector.find(button: "circle") }
    #expect(error?.reason == .ambiguous(count: 3))
  }

  @Test func theConsoleTapsAButtonByItsAccessibilityLabel() async {
    let done = Done()
    var input = ["tap Mark “Take out the bins” done"][...]
    var output = ""
    await DesignConsole(
      Chores(done: done), readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    #expect(done.names == ["Take out the bins"])
    #expect(!output.contains("error"))
  }

  struct Saving: View {
    @State private var showsAlert = false

    var body: some View {
      VStack {
        Button {
          showsAlert = true
        } label: {
          ProgressView("Saving…")
        }
      }
      .alert("Saved", isPresented: $showsAlert) {
      } message: {
        Text("Your route is safe.")
      }
    }
  }

  @Test func aButtonLabelledByAProgressViewIsTitledByIt() throws {
    let elements = Saving().resolve()
    #expect(
      AccessibilityAudit().findings(in: elements).filter { $0.rule == .unlabelledControl }
        .isEmpty)
    _ = try DesignInspector(Saving()).find(button: "Saving…")
  }

  @Test func anAlertsTitleIsAmongTheTexts() throws {
    let inspector = DesignInspector(Saving())
    try inspector.find(button: "Saving…").tap()
    #expect(inspector.texts == ["Saved", "Your route is safe."])
  }

  @Test func theConsoleTapsByAccessibilityIdentifier() async {
    let done = Done()
    var input = ["tap chore.bins"][...]
    var output = ""
    await DesignConsole(
      Button("Bins") { done.names.append("bins") }.accessibilityIdentifier("chore.bins"),
      readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    #expect(done.names == ["bins"])
    #expect(!output.contains("error"))
  }
}
