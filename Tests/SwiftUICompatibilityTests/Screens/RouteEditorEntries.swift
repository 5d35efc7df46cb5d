// Focused values and transaction values declared with @Entry, as iOS 18 apps declare them;
// only the import differs from the SwiftUI file.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

extension FocusedValues {
  @Entry var editedRouteName: String?
}

extension Transaction {
  @Entry var isUndo: Bool = false
}

struct RouteNameEditor: View {
  /// Told, at each update, whether the change came from the undo button.
  var onUpdate: (_ isUndo: Bool) -> Void = { _ in }
  @FocusState private var isEditing: Bool
  @FocusedValue(\.editedRouteName) private var editedName
  @State private var name = "Anaga"

  var body: some View {
    VStack {
      Text("Editando: \(editedName ?? "nada")")
      TextField("Nombre", text: $name)
        .focused($isEditing)
        .focusedValue(\.editedRouteName, name)
      Button("Deshacer") {
        withTransaction(\.isUndo, true) { name = "Anaga (deshecho)" }
      }
      Button("Editar") { isEditing = true }
    }
    .transaction { transaction in onUpdate(transaction.isUndo) }
  }
}
