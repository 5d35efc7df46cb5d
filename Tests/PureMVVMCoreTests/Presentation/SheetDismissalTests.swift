import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `onDismiss` runs once per dismissal, however the sheet is dismissed, as in SwiftUI.
@MainActor
@Suite struct SheetDismissalTests {
  final class Counter {
    var dismissals = 0
  }

  /// A sheet whose content keeps its `dismiss` action where a test can call it later.
  struct Screen: View {
    let counter: Counter
    let isPresented: Binding<Bool>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Text("Behind")
        .sheet(isPresented: isPresented, onDismiss: { counter.dismissals += 1 }) {
          Closer()
        }
    }
  }

  struct Closer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Button("Close twice") {
          dismiss()
          dismiss()
        }
      }
    }
  }

  /// Holds a value a test changes from outside the design.
  @MainActor @Observable final class Flag {
    var isOn = true
    var binding: Binding<Bool> { Binding(get: { self.isOn }, set: { self.isOn = $0 }) }
  }

  @Test func settingTheBindingToFalseInCodeRunsOnDismissOnce() {
    let counter = Counter()
    let flag = Flag()
    let inspector = DesignInspector(Screen(counter: counter, isPresented: flag.binding))
    #expect(inspector.presented != nil)
    flag.isOn = false
    #expect(inspector.presented == nil)
    #expect(counter.dismissals == 1)
    _ = inspector.render()
    #expect(counter.dismissals == 1)
  }

  @Test func dismissingTwiceAndAgainLaterRunsOnDismissOnce() throws {
    let counter = Counter()
    let flag = Flag()
    let inspector = DesignInspector(Screen(counter: counter, isPresented: flag.binding))
    let close = try inspector.find(button: "Close twice")
    try close.tap()
    #expect(inspector.presented == nil)
    #expect(counter.dismissals == 1)
    flag.isOn = false
    _ = inspector.elements
    #expect(counter.dismissals == 1)
    flag.isOn = true
    #expect(inspector.presented != nil)
    try inspector.dismiss()
    #expect(inspector.presented == nil)
    #expect(counter.dismissals == 2)
  }

  struct Note: Identifiable {
    let id: Int
  }

  @MainActor @Observable final class Selection {
    var note: Note? = Note(id: 1)
    var binding: Binding<Note?> { Binding(get: { self.note }, set: { self.note = $0 }) }
  }

  @Test func anItemSetToNilOrReplacedRunsOnDismissOncePerSheet() {
    let counter = Counter()
    let selection = Selection()
    let inspector = DesignInspector(
      Text("Notes").sheet(item: selection.binding, onDismiss: { counter.dismissals += 1 }) {
        note in Text("Note \(note.id)")
      })
    #expect(inspector.texts == ["Note 1"])
    selection.note = Note(id: 2)
    #expect(inspector.texts == ["Note 2"])
    #expect(counter.dismissals == 1)
    selection.note = nil
    #expect(inspector.texts == ["Notes"])
    #expect(counter.dismissals == 2)
  }
}
