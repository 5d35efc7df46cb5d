import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConfirmationDialogTests {
  /// A list screen that asks before deleting, with the dialog's title shown or not.
  private func screen(
    titleVisibility: Visibility, isPresented: Binding<Bool>, deleted: @escaping () -> Void
  ) -> some View {
    Text("Routes")
      .confirmationDialog(
        "Delete Roble?", isPresented: isPresented, titleVisibility: titleVisibility
      ) {
        Button("Delete", role: .destructive, action: deleted)
      }
  }

  @Test func aDialogWithoutCancelGetsACancelButtonAtTheBottom() {
    let inspector = DesignInspector(
      screen(titleVisibility: .visible, isPresented: .constant(true), deleted: {}))
    #expect(inspector.buttonLabels == ["Delete", "Cancel"])
    #expect(
      inspector.render(width: 30) == """
        ┌────────────────────────────┐
        │ ╭────────────────────────╮ │
        │ │     Delete Roble?      │ │
        │ │       [ Delete ]       │ │
        │ │       [ Cancel ]       │ │
        │ ╰────────────────────────╯ │
        └────────────────────────────┘

        """)
  }

  @Test func theTitleIsHiddenUnlessItsVisibilityIsVisible() {
    let inspector = DesignInspector(
      screen(titleVisibility: .automatic, isPresented: .constant(true), deleted: {}))
    #expect(
      inspector.presented?.element.kind
        == .presentation(.confirmationDialog(title: "Delete Roble?", showsTitle: false)))
    #expect(!inspector.render(width: 30).contains("Delete Roble?"))
  }

  /// A visible dialog over a screen, the binding it writes and the deletions it made.
  private final class Presented {
    var isPresented = true
    var deletions = 0
  }

  private func presented() -> (Presented, DesignInspector) {
    let state = Presented()
    let inspector = DesignInspector(
      screen(
        titleVisibility: .visible,
        isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 }),
        deleted: { state.deletions += 1 }))
    return (state, inspector)
  }

  @Test func anActionRunsThenDismissesTheDialog() throws {
    let (state, inspector) = presented()
    try inspector.find(button: "Delete").tap()
    #expect(state.deletions == 1)
    #expect(state.isPresented == false)
  }

  @Test func theAddedCancelDismissesWithoutAnAction() throws {
    let (state, inspector) = presented()
    try inspector.find(button: "Cancel").tap()
    #expect(state.deletions == 0)
    #expect(state.isPresented == false)
  }

  @Test func aDialogWithItsOwnCancelGetsNoSecondOne() {
    let inspector = DesignInspector(
      Text("Routes").confirmationDialog("Leave?", isPresented: .constant(true)) {
        Button("Leave") {}
        Button("Stay", role: .cancel) {}
      })
    #expect(inspector.buttonLabels == ["Leave", "Stay"])
  }

  @Test func presentingFormWithMessageHandsTheDataToBoth() {
    let inspector = DesignInspector(
      Text("Routes").confirmationDialog(
        "Delete?", isPresented: .constant(true), titleVisibility: .visible, presenting: 14.2
      ) { distance in
        Button("Delete \(distance) km") {}
      } message: { distance in
        Text("\(distance) km of trail")
      })
    #expect(inspector.texts == ["Delete?", "14.2 km of trail"])
    #expect(inspector.buttonLabels == ["Delete 14.2 km", "Cancel"])
  }
}
