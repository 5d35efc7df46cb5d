import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `EditButton`, `\.editMode`, `onDelete`, `onMove`, `deleteDisabled`, `moveDisabled` and
/// the bound `editActions` forms: a to-do list edited as a user would.
@MainActor
@Suite struct ListEditingTests {
  private struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
  }

  private static let chores = [
    Chore(id: 1, title: "Regar"), Chore(id: 2, title: "Barrer"), Chore(id: 3, title: "Cocinar"),
  ]

  private struct Chores: View {
    @Binding var chores: [Chore]
    @Environment(\.editMode) private var editMode

    var body: some View {
      NavigationStack {
        List {
          ForEach(chores) { chore in
            Text(chore.title).deleteDisabled(chore.id == 3).moveDisabled(chore.id == 1)
          }
          .onDelete { chores.remove(atOffsets: $0) }
          .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        }
        .navigationTitle("Tareas")
        .toolbar { EditButton() }
      }
    }
  }

  private func screen() -> (DesignInspector, () -> [Chore]) {
    let store = Stateful(value: Self.chores) { Chores(chores: $0) }
    let inspector = DesignInspector(store)
    return (
      inspector,
      { [inspector] in
        inspector.texts.compactMap { text in Self.chores.first { $0.title == text } }
      }
    )
  }

  @Test func theEditButtonTurnsEditModeOnAndOff() throws {
    let (inspector, _) = screen()
    #expect(!inspector.render(width: 40).contains("⊖"))
    try inspector.find(button: "Edit").tap()
    let editing = inspector.render(width: 40)
    #expect(editing.contains("⊖ Regar"))
    #expect(editing.contains("☰"))
    #expect(!editing.contains("⊖ Cocinar"))
    try inspector.find(button: "Done").tap()
    #expect(!inspector.render(width: 40).contains("⊖"))
  }

  @Test func deletingARowRemovesItUnlessDeleteIsDisabled() throws {
    let (inspector, titles) = screen()
    try inspector.find(row: "Barrer").delete()
    #expect(titles().map(\.title) == ["Regar", "Cocinar"])
    #expect(throws: InspectionError.self) { try inspector.find(row: "Cocinar").delete() }
  }

  /// Rows that accept drops, none of them movable: a modifier taking away an action the
  /// rows never had leaves them the one they have.
  private struct Drops: View {
    @Binding var titles: [String]

    var body: some View {
      List {
        ForEach(titles, id: \.self) { title in Text(title).moveDisabled(true) }
          .onInsert(of: [.plainText]) { offset, items in
            titles.insert(contentsOf: items.indices.map { "Nueva \($0 + 1)" }, at: offset)
          }
      }
    }
  }

  @Test func itemsDroppedOnARowAreInsertedBeforeIt() throws {
    let store = Stateful(value: ["Regar", "Barrer"]) { Drops(titles: $0) }
    let inspector = DesignInspector(store)
    try inspector.find(row: "Barrer").insert([NSItemProvider(), NSItemProvider()])
    #expect(inspector.texts == ["Regar", "Nueva 1", "Nueva 2", "Barrer"])
    #expect(throws: InspectionError.self) { try inspector.find(row: "Regar").delete() }
  }

  @Test func deletingEveryRowLeavesAnEmptyList() throws {
    let (inspector, titles) = screen()
    try inspector.find(row: "Regar").delete()
    try inspector.find(row: "Barrer").delete()
    #expect(titles().map(\.title) == ["Cocinar"])
    let store = Stateful(value: [Chore(id: 9, title: "Solo")]) { Chores(chores: $0) }
    let single = DesignInspector(store)
    try single.find(row: "Solo").delete()
    #expect(!single.texts.contains("Solo"))
  }

  @Test func movingARowGoesThroughOnMove() throws {
    let (inspector, titles) = screen()
    try inspector.find(row: "Cocinar").move(toOffset: 0)
    #expect(titles().map(\.title) == ["Cocinar", "Regar", "Barrer"])
    try inspector.find(row: "Cocinar").move(toOffset: 3)
    #expect(titles().map(\.title) == ["Regar", "Barrer", "Cocinar"])
  }

  @Test func aMoveOutOfRangeOrOfAFixedRowIsRefusedWithAReason() throws {
    let (inspector, titles) = screen()
    do {
      try inspector.find(row: "Barrer").move(toOffset: 4)
      Issue.record("an offset past the rows was accepted")
    } catch {
      #expect(error.reason == .offsetOutOfRange(4, count: 3))
      #expect(error.description.contains("offsets run from 0 to 3"))
    }
    #expect(throws: InspectionError.self) { try inspector.find(row: "Barrer").move(toOffset: -1) }
    #expect(throws: InspectionError.self) { try inspector.find(row: "Regar").move(toOffset: 2) }
    #expect(titles().map(\.title) == ["Regar", "Barrer", "Cocinar"])
  }

  @Test func removingNoOffsetsOrMovingNothingLeavesTheCollection() {
    var titles = ["a", "b", "c"]
    titles.remove(atOffsets: [])
    titles.move(fromOffsets: [], toOffset: 1)
    #expect(titles == ["a", "b", "c"])
    titles.remove(atOffsets: IndexSet(0..<3))
    #expect(titles.isEmpty)
  }

  @Test func boundEditActionsDeleteAndMoveTheCollection() throws {
    let list = Stateful(value: Self.chores) { chores in
      List(chores, editActions: .all) { $chore in Text(chore.title) }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "Regar").move(toOffset: 3)
    try inspector.find(row: "Barrer").delete()
    #expect(inspector.texts == ["Cocinar", "Regar"])
    let deleteOnly = Stateful(value: Self.chores) { chores in
      List { ForEach(chores, editActions: .delete) { $chore in Text(chore.title) } }
    }
    let second = DesignInspector(deleteOnly)
    #expect(throws: InspectionError.self) { try second.find(row: "Regar").move(toOffset: 2) }
    try second.find(row: "Regar").delete()
    #expect(second.texts == ["Barrer", "Cocinar"])
  }

  @Test func boundRowsIdentifiedByAKeyPathEditTheirOwnElement() throws {
    let list = Stateful(value: [Chore(id: 1, title: "uno"), Chore(id: 2, title: "dos")]) {
      words in
      List(words, id: \.id) { $word in
        TextField("Palabra \(word.id)", text: $word.title)
      }
    }
    let inspector = DesignInspector(list)
    try inspector.find(textField: "Palabra 2").setInput("tres")
    #expect(try inspector.find(textField: "Palabra 2").text == "tres")
    #expect(try inspector.find(textField: "Palabra 1").text == "uno")
  }

  /// Deletable rows share one box of handlers; a row's own handlers (a picker option's
  /// tag) go to a copy, never to its siblings.
  @Test func deletableOptionsKeepTheirOwnTagsAndOffsets() throws {
    var deleted: [Int] = []
    let store = Stateful(value: 1) { choice in
      Picker("Tarea", selection: choice) {
        ForEach(Self.chores) { Text($0.title) }.onDelete { deleted += Array($0) }
      }
    }
    let inspector = DesignInspector(store)
    try inspector.find(picker: "Tarea").select("Cocinar")
    #expect(try inspector.find(picker: "Tarea").value == "Cocinar")
    try inspector.find(picker: "Tarea").select("Barrer")
    #expect(try inspector.find(picker: "Tarea").value == "Barrer")
    try inspector.find(row: "Cocinar").delete()
    try inspector.find(row: "Regar").delete()
    #expect(deleted == [2, 0])
  }

  /// A range of integers is counted through: each row's offset is its place in the range,
  /// not its value.
  @Test func deletingARowOfARangePassesItsOffset() throws {
    var deleted: [Int] = []
    let list = List {
      ForEach(5..<8, id: \.self) { Text("Fila \($0)") }.onDelete { deleted += Array($0) }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "Fila 7").delete()
    try inspector.find(row: "Fila 6").delete()
    #expect(deleted == [2, 1])
  }

  /// A closed range of integers is counted as a half-open one, and one ending at
  /// `Int.max`, which no half-open range reaches, is read through its indices: either way
  /// every row is there, the last one included, and its offset is its place in the range,
  /// not its value.
  @Test(arguments: [5, Int.max - 2])
  func deletingARowOfAClosedRangePassesItsOffset(from first: Int) throws {
    var deleted: [Int] = []
    let list = List {
      ForEach(first...(first + 2), id: \.self) { Text("Fila \($0)") }
        .onDelete { deleted += Array($0) }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "Fila \(first + 2)").delete()
    try inspector.find(row: "Fila \(first)").delete()
    #expect(deleted == [2, 0])
  }

  /// Data that is neither an array nor a range of integers is read through its indices:
  /// each row's offset is still its own.
  @Test func deletingARowOfReversedDataPassesItsOffset() throws {
    var deleted: [Int] = []
    let list = List {
      ForEach(["Alba", "Brezo", "Cierzo"].reversed(), id: \.self) { Text($0) }
        .onDelete { deleted += Array($0) }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "Alba").delete()
    try inspector.find(row: "Cierzo").delete()
    #expect(deleted == [2, 0])
  }

  /// A row of a `ForEach` in a `ForEach` (the inner one's rows flattened into the outer
  /// one's) keeps the inner one's actions at its inner offset when the outer one gives it
  /// actions and an offset of its own.
  @Test func aNestedForEachDeletesItsOwnRowWhenTheOuterOneMovesRows() throws {
    var deleted: [Int] = []
    var moved: [[Int]] = []
    let list = List {
      ForEach(["A", "B"], id: \.self) { group in
        ForEach(["\(group)1", "\(group)2"], id: \.self) { Text($0) }
          .onDelete { deleted += Array($0) }
      }
      .onMove { offsets, _ in moved.append(Array(offsets)) }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "B1").delete()
    try inspector.find(row: "B2").delete()
    try inspector.find(row: "B1").move(toOffset: 0)
    #expect(deleted == [0, 1])
    #expect(moved == [[1]])
  }

  @Test func anEnvironmentEditModeDrivesTheList() {
    let list = List {
      ForEach(Self.chores) { Text($0.title) }.onDelete { _ in }
    }
    .environment(\.editMode, .constant(.active))
    #expect(DesignInspector(list).render(width: 30).contains("⊖ Regar"))
    #expect(EditMode.transient.isEditing)
    #expect(!EditMode.inactive.isEditing)
  }
}
