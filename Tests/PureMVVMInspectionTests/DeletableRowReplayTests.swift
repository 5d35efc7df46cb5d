import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A deletable row with a toggle of its own: plain, or with a gesture on its toggle, so
/// that an element of its body has handlers of its own.
private struct ChoreRow: View {
  let title: String
  let gestured: Bool
  @State private var isDone = false

  var body: some View {
    HStack {
      Text(title)
      if gestured {
        Toggle("Hecha \(title)", isOn: $isDone).simultaneousGesture(TapGesture().onEnded {})
      } else {
        Toggle("Hecha \(title)", isOn: $isDone)
      }
    }
  }
}

/// Rows of ``ChoreRow`` that can be deleted.
private struct ChoreRows: View {
  let gestured: Bool
  let deleted: (IndexSet) -> Void

  var body: some View {
    List {
      ForEach(["Regar", "Barrer", "Cocinar"], id: \.self) { title in
        ChoreRow(title: title, gestured: gestured)
      }
      .onDelete(perform: deleted)
    }
  }
}

/// A row's toggle tapped, then the row deleted: the deletion still has the row's own
/// offset, whether the tap replayed the row's body alone or resolved the whole design.
@MainActor
@Suite struct DeletableRowReplayTests {
  @Test(arguments: [false, true])
  func aRowDeletedAfterItsToggleIsTappedPassesItsOwnOffset(gestured: Bool) throws {
    var deleted: [Int] = []
    let inspector = DesignInspector(ChoreRows(gestured: gestured) { deleted += Array($0) })
    try inspector.find(toggle: "Hecha Barrer").tap()
    #expect(try inspector.find(toggle: "Hecha Barrer").isOn == true)
    try inspector.find(row: "Barrer").delete()
    try inspector.find(toggle: "Hecha Cocinar").tap()
    try inspector.find(row: "Cocinar").delete()
    #expect(deleted == [1, 2])
  }
}
