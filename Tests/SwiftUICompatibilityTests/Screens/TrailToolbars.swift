// Every name of SwiftUI's toolbars a design file uses, written as an app writes it for
// SwiftUI; only the import differs.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct TrailToolbars: View {
  @State private var isEditing = false
  @State private var selection = "Rutas"

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        List {
          NavigationLink("Anaga") { TrailDetail(name: "Anaga") }
        }
        .navigationTitle("Rutas")
        .toolbarTitleDisplayMode(.inline)
        .toolbar { TrailEditorToolbar(isEditing: $isEditing) }
        .toolbar(id: "rutas") {
          ToolbarItem(id: "compartir", placement: .bottomBar) { Button("Compartir") {} }
          ToolbarItem(id: "imprimir", placement: .bottomBar, showsByDefault: false) {
            Button("Imprimir") {}
          }
          ToolbarItem(id: "mapa", placement: .bottomBar) { Button("Mapa") {} }
            .defaultCustomization(.hidden)
          ToolbarItem(id: "filtrar", placement: .bottomBar) { Button("Filtrar") {} }
            .customizationBehavior(.disabled)
            .sharedBackgroundVisibility(.hidden)
        }
        .toolbarTitleMenu {
          Button("Renombrar") {}
        }
        .toolbarBackground(Color.blue, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar, .tabBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbarRole(.editor)
        .toolbar(removing: .sidebarToggle)
      }
      .tabItem { Label("Rutas", systemImage: "map") }
      .tag("Rutas")

      Text("Sin favoritas")
        .tabItem { Label("Favoritas", systemImage: "star") }
        .tag("Favoritas")
    }
  }
}

/// The editing items, as a type of its own.
struct TrailEditorToolbar: ToolbarContent {
  @Binding var isEditing: Bool

  var body: some ToolbarContent {
    if isEditing {
      ToolbarItem(placement: .cancellationAction) { Button("Cancelar") { isEditing = false } }
      ToolbarItem(placement: .confirmationAction) { Button("Guardar") { isEditing = false } }
    } else {
      ToolbarItemGroup(placement: .primaryAction) {
        Button("Editar") { isEditing = true }
      } label: {
        Label("Acciones", systemImage: "ellipsis")
      }
    }
  }
}

struct TrailDetail: View {
  let name: String

  var body: some View {
    Text("Ruta \(name)")
      .navigationTitle(name)
      .toolbar(.hidden, for: .tabBar)
      .toolbarVisibility(.hidden, for: .bottomBar)
      .toolbar {
        ToolbarSpacer(.flexible, placement: .bottomBar)
        ToolbarItem(placement: .bottomBar) { Button("Descargar") {} }
      }
  }
}
