import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A form shown in a sheet: local state, and a button that dismisses it from inside.
private struct NoteEditor: View {
  let title: String
  @State private var saves = 0
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    VStack {
      Text("\(title) · \(saves) saves · presented \(isPresented)")
      Button("Save") { saves += 1 }
      Button("Close") { dismiss() }
    }
  }
}

/// A screen whose sheet is driven by a Boolean binding, counting `onDismiss` calls.
private struct NotesScreen: View {
  @State private var isEditing = false
  @State private var dismissals = 0

  var body: some View {
    VStack {
      Text("Dismissed \(dismissals)")
      Button("Edit") { isEditing = true }
    }
    .sheet(isPresented: $isEditing, onDismiss: { dismissals += 1 }) {
      NoteEditor(title: "Note")
    }
  }
}

/// A note that identifies the sheet of an `item:` presentation.
private struct Note: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A model a test holds what a design binds to in; observable, so the inspector sees the
/// test change it, as SwiftUI would.
@MainActor
@Observable
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SheetTests {
  @Test func sheetIsPresentedWhileItsBindingIsTrue() throws {
    let inspector = DesignInspector(NotesScreen())
    #expect(inspector.presented == nil)
    try inspector.find(button: "Edit").tap()
    #expect(inspector.presented?.element.kind == .presentation(.sheet))
    #expect(inspector.texts == ["Note · 0 saves · presented true"])
  }

  @Test func dismissFromInsideTheSheetResetsTheBindingThenRunsOnDismiss() throws {
    let inspector = DesignInspector(NotesScreen())
    try inspector.find(button: "Edit").tap()
    try inspector.find(button: "Close").tap()
    #expect(inspector.presented == nil)
    #expect(inspector.texts == ["Dismissed 1"])
  }

  @Test func inspectorDismissIsASwipeThatRunsOnDismiss() throws {
    let inspector = DesignInspector(NotesScreen())
    try inspector.find(button: "Edit").tap()
    try inspector.dismiss()
    #expect(inspector.presented == nil)
    #expect(inspector.texts == ["Dismissed 1"])
  }

  @Test func dismissWithNothingPresentedThrows() {
    let inspector = DesignInspector(NotesScreen())
    let error = #expect(throws: InspectionError.self) { try inspector.dismiss() }
    #expect(error?.reason == .nothingPresented)
    #expect(
      error?.description
        == "Nothing is presented: there is no sheet, cover, popover, alert or dialog to dismiss.")
  }

  @Test func sheetStateIsDroppedWhenItIsDismissed() throws {
    let inspector = DesignInspector(NotesScreen())
    try inspector.find(button: "Edit").tap()
    try inspector.find(button: "Save").tap()
    try inspector.find(button: "Save").tap()
    #expect(inspector.texts == ["Note · 2 saves · presented true"])
    try inspector.dismiss()
    try inspector.find(button: "Edit").tap()
    #expect(inspector.texts == ["Note · 0 saves · presented true"])
  }

  @Test func controlsUnderASheetAreCoveredAndTheErrorSaysBy() throws {
    let inspector = DesignInspector(NotesScreen())
    try inspector.find(button: "Edit").tap()
    let error = #expect(throws: InspectionError.self) { try inspector.find(button: "Edit") }
    #expect(error?.reason == .covered(by: "the sheet"))
    #expect(
      error?.description == "The button \"Edit\" is covered by the sheet; dismiss it first.")
  }

  @Test func itemSheetShowsTheItemAndDismissingWritesNil() throws {
    let selection = Box<Note?>(nil)
    let inspector = DesignInspector(
      Text("Notes").sheet(item: selection.binding) { note in NoteEditor(title: note.title) })
    #expect(inspector.presented == nil)
    selection.value = Note(id: 1, title: "Roble")
    #expect(inspector.texts == ["Roble · 0 saves · presented true"])
    try inspector.find(button: "Close").tap()
    #expect(selection.value == nil)
    #expect(inspector.texts == ["Notes"])
  }

  @Test func anotherItemIsAnotherSheetWithFreshState() throws {
    let selection = Box<Note?>(Note(id: 1, title: "Roble"))
    let inspector = DesignInspector(
      Text("Notes").sheet(item: selection.binding) { note in NoteEditor(title: note.title) })
    try inspector.find(button: "Save").tap()
    #expect(inspector.texts == ["Roble · 1 saves · presented true"])
    selection.value = Note(id: 1, title: "Roble renamed")
    #expect(inspector.texts == ["Roble renamed · 1 saves · presented true"])
    selection.value = Note(id: 2, title: "Veleta")
    #expect(inspector.texts == ["Veleta · 0 saves · presented true"])
  }

  @Test func sheetIsDrawnUnderAStripOfTheScreenBehind() throws {
    let inspector = DesignInspector(
      NavigationStack { NotesScreen().navigationTitle("Notas") })
    try inspector.find(button: "Edit").tap()
    #expect(
      inspector.render(width: 30) == """
        ┌────────────────────────────┐
        │ ░ Notas ░░░░░░░░░░░░░░░░░░ │
        │ ╭────────────────────────╮ │
        │ │ Note · 0 saves ·       │ │
        │ │ presented true         │ │
        │ │        [ Save ]        │ │
        │ │       [ Close ]        │ │
        │ ╰────────────────────────╯ │
        └────────────────────────────┘

        """)
  }

  @Test func fullScreenCoverHidesTheScreenBehindEntirely() throws {
    let isPresented = Box(true)
    let inspector = DesignInspector(
      Text("Behind").fullScreenCover(isPresented: isPresented.binding) { Text("Cover") })
    #expect(inspector.presented?.element.kind == .presentation(.fullScreenCover))
    #expect(!inspector.render(width: 20).contains("Behind"))
    #expect(inspector.render(width: 20).contains("Cover"))
    try inspector.dismiss()
    #expect(isPresented.value == false)
  }

  @Test func fullScreenCoverItemFormPresentsTheItem() {
    let item = Box<Note?>(Note(id: 3, title: "Mulhacén"))
    let inspector = DesignInspector(
      Text("Behind").fullScreenCover(item: item.binding) { Text($0.title) })
    #expect(inspector.presented?.element.kind == .presentation(.fullScreenCover))
    #expect(inspector.texts == ["Mulhacén"])
  }

  @Test func popoverIsDrawnAsASheet() throws {
    let isPresented = Box(true)
    let inspector = DesignInspector(
      Text("Behind").popover(isPresented: isPresented.binding, arrowEdge: .top) {
        Text("Tip")
      })
    #expect(inspector.presented?.element.kind == .presentation(.popover))
    #expect(
      inspector.render(width: 20) == """
        ┌──────────────────┐
        │ ░ Behind ░░░░░░░ │
        │ ╭──────────────╮ │
        │ │     Tip      │ │
        │ ╰──────────────╯ │
        └──────────────────┘

        """)
    try inspector.dismiss()
    #expect(isPresented.value == false)
  }

  @Test func popoverItemFormPresentsTheItem() {
    let item = Box<Note?>(Note(id: 4, title: "Aneto"))
    let inspector = DesignInspector(
      Text("Behind").popover(item: item.binding) { Text($0.title) })
    #expect(inspector.texts == ["Aneto"])
  }
}
