import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ForEachDeleteTests {
  private func list(deleted: @escaping (IndexSet) -> Void) -> some View {
    List {
      Text("Header")
      ForEach(["Ana", "Luis", "Eva"], id: \.self) { name in
        HStack {
          Text(name)
          Spacer()
          Text("row")
        }
      }
      .onDelete(perform: deleted)
    }
  }

  @Test func deletingARowPassesItsOffset() throws {
    var deleted: [IndexSet] = []
    let inspector = DesignInspector(list { deleted.append($0) })
    try inspector.find(row: "Luis").delete()
    #expect(deleted == [IndexSet(integer: 1)])
  }

  @Test func rowQueriesListTheRowsWhenNothingMatches() {
    let inspector = DesignInspector(list { _ in })
    #expect {
      try inspector.find(row: "Header")
    } throws: { error in
      (error as? InspectionError)?.description
        == "No row labelled \"Header\". Rows: \"Ana\", \"Luis\", \"Eva\"."
    }
  }

  @Test func elementsWithOtherHandlersAreNotRows() {
    let inspector = DesignInspector(
      List {
        Text("Ana").onTapGesture {}
        TextField("Luis", text: .constant("Eva"))
      })
    #expect(throws: InspectionError.self) { try inspector.find(row: "Ana") }
    #expect(throws: InspectionError.self) { try inspector.find(row: "Luis") }
  }

  @Test func rowsWithoutOnDeleteAreNotRows() {
    let inspector = DesignInspector(VStack { ForEach(["Ana"], id: \.self) { Text($0) } })
    #expect(throws: InspectionError.self) { try inspector.find(row: "Ana") }
  }

  @Test func deletingIsInvisibleInTheRendering() {
    let plain = VStack { ForEach(["Ana"], id: \.self) { Text($0) } }
    let deletable = VStack { ForEach(["Ana"], id: \.self) { Text($0) }.onDelete { _ in } }
    #expect(TextRenderer().render(plain) == TextRenderer().render(deletable))
  }

  @Test func consoleDeleteCommandDeletesTheRow() async {
    var names = ["Ana", "Luis"]
    var input = ["delete Ana", "delete Nadie"][...]
    var output = ""
    let design = Stateful(value: 0) { _ in
      VStack {
        ForEach(names, id: \.self) { Text($0) }
          .onDelete { offsets in for offset in offsets.reversed() { names.remove(at: offset) } }
      }
    }
    await DesignConsole(design, readLine: { input.popFirst() }, write: { output += $0 }).run()
    #expect(names == ["Luis"])
    #expect(output.contains("error: No row labelled \"Nadie\". Rows: \"Luis\".\n"))
  }
}
