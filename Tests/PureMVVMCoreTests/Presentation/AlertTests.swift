import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Why a sync failed, as an alert shows it.
private struct SyncError: LocalizedError {
  var errorDescription: String? { "Sync failed" }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AlertTests {
  /// A screen that asks before discarding a draft, logging what each button did.
  private struct DraftScreen: View {
    let log: Log
    @State private var isAsking = true

    var body: some View {
      Text("Draft")
        .alert("Discard the draft?", isPresented: $isAsking) {
          Button("Discard", role: .destructive) { log.lines.append("discard (\(isAsking))") }
          Button("Keep", role: .cancel) { log.lines.append("keep") }
        } message: {
          Text("It has not been saved.")
        }
    }
  }

  @MainActor
  final class Log {
    var lines: [String] = []
  }

  @Test func alertShowsTitleMessageAndButtonsInABox() {
    let inspector = DesignInspector(DraftScreen(log: Log()))
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "Discard the draft?")))
    #expect(
      inspector.render(width: 36) == """
        ┌──────────────────────────────────┐
        │ ╭──────────────────────────────╮ │
        │ │      Discard the draft?      │ │
        │ │    It has not been saved.    │ │
        │ │    [ Discard ]  [ Keep ]     │ │
        │ ╰──────────────────────────────╯ │
        └──────────────────────────────────┘

        """)
  }

  @Test func aButtonRunsItsActionThenDismissesTheAlert() throws {
    let log = Log()
    let inspector = DesignInspector(DraftScreen(log: log))
    try inspector.find(button: "Discard").tap()
    #expect(log.lines == ["discard (true)"])
    #expect(inspector.presented == nil)
    #expect(inspector.texts == ["Draft"])
  }

  @Test func theCancelButtonDismissesToo() throws {
    let log = Log()
    let inspector = DesignInspector(DraftScreen(log: log))
    try inspector.find(button: "Keep").tap()
    #expect(log.lines == ["keep"])
    #expect(inspector.presented == nil)
  }

  @Test func anAlertWithoutActionsGetsAnOKButtonThatDismissesIt() throws {
    var isPresented = true
    let binding = Binding(get: { isPresented }, set: { isPresented = $0 })
    let inspector = DesignInspector(Text("Behind").alert("Saved", isPresented: binding) {})
    #expect(inspector.buttonLabels == ["OK"])
    try inspector.find(button: "OK").tap()
    #expect(isPresented == false)
  }

  @Test func presentingFormHandsTheDataToActionsAndMessage() throws {
    var isPresented = true
    var deleted: [String] = []
    let binding = Binding(get: { isPresented }, set: { isPresented = $0 })
    let inspector = DesignInspector(
      Text("Behind").alert("Delete?", isPresented: binding, presenting: "Roble") { name in
        Button("Delete \(name)", role: .destructive) { deleted.append(name) }
      } message: { name in
        Text("\(name) goes for good.")
      })
    #expect(inspector.texts == ["Delete?", "Roble goes for good."])
    try inspector.find(button: "Delete Roble").tap()
    #expect(deleted == ["Roble"])
    #expect(isPresented == false)
  }

  @Test func presentingFormWithoutDataShowsNothing() {
    let inspector = DesignInspector(
      Text("Behind").alert("Delete?", isPresented: .constant(true), presenting: String?.none) {
        Button("Delete \($0)") {}
      })
    #expect(inspector.presented == nil)
  }

  @Test func errorFormTitlesTheAlertWithTheErrorDescription() {
    let inspector = DesignInspector(
      Text("Behind").alert(isPresented: .constant(true), error: SyncError()) {
        Button("Retry") {}
      })
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "Sync failed")))
    #expect(inspector.buttonLabels == ["Retry"])
  }

  @Test func textTitledAlertTakesItsTitleFromTheText() {
    let inspector = DesignInspector(
      Text("Behind").alert(Text("Offline"), isPresented: .constant(true)) {})
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "Offline")))
  }

  @Test func anAlertIsNotShownWhileItsBindingIsFalse() {
    let inspector = DesignInspector(
      Text("Behind").alert("Saved", isPresented: .constant(false)) {})
    #expect(inspector.presented == nil)
    #expect(inspector.texts == ["Behind"])
  }
}
