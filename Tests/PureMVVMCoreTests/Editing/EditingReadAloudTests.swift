import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// What VoiceOver reads of edit controls, open swipe actions, a context menu and the search
/// field.
@MainActor
@Suite struct EditingReadAloudTests {
  @Test func editControlsAndOpenActionsAreReadByName() throws {
    let list = List {
      ForEach(["Ana"], id: \.self) { name in
        Text(name).swipeActions { Button("Archivar") {} }
      }
      .onDelete { _ in }
      .onMove { _, _ in }
    }
    .environment(\.editMode, .constant(.active))
    let inspector = DesignInspector(list)
    let editing = inspector.accessibilityReading
    #expect(editing.contains("Delete"))
    #expect(editing.contains("Reorder"))
    try inspector.find(row: "Ana").swipe()
    #expect(inspector.accessibilityReading.contains("Archivar, button"))
  }

  @Test func theSearchFieldAndAContextMenuAreRead() throws {
    let screen = Text("Ana")
      .contextMenu { Button("Copiar") {} }
      .searchable(text: .constant(""), prompt: "Buscar")
    let inspector = DesignInspector(screen)
    #expect(inspector.accessibilityReading.contains("search field"))
    try inspector.find(text: "Ana").longPress()
    #expect(inspector.accessibilityReading.contains("Copiar, button"))
  }
}
