// A to-do inbox as teams write it: list editing with EditButton, swipe actions, context
// menus, search, pull to refresh, a sheet with detents, and a paged tour.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct Chore: Identifiable, Hashable {
  let id: Int
  var title: String
  var isPinned = false
}

struct ChoreInbox: View {
  @State var chores = [
    Chore(id: 1, title: "Regar las plantas"), Chore(id: 2, title: "Sacar la basura"),
    Chore(id: 3, title: "Llamar al taller", isPinned: true),
  ]
  @State var query = ""
  @State var isShowingFilters = false
  @State var detent = PresentationDetent.medium
  @State var log: [String] = []
  var reload: @Sendable () async -> Void = {}

  var shown: [Chore] {
    query.isEmpty ? chores : chores.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List {
        Section("Pendientes") {
          ForEach(shown) { chore in
            Text(chore.title)
              .badge(chore.isPinned ? Text("★") : nil)
              .swipeActions {
                Button("Hecha", role: .destructive) { remove(chore) }
              }
              .swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button(chore.isPinned ? "Soltar" : "Fijar") { togglePin(chore) }
              }
              .contextMenu {
                Button("Duplicar") { duplicate(chore) }
              } preview: {
                Text(chore.title).font(.headline)
              }
          }
          .onDelete { offsets in
            let ids = offsets.map { shown[$0].id }
            chores.removeAll { ids.contains($0.id) }
          }
          .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        }
        Section {
          ForEach(log, id: \.self) { Text($0) }
        }
      }
      .navigationTitle("Tareas")
      .searchable(text: $query, prompt: "Buscar tareas")
      .refreshable { await reload() }
      .toolbar {
        EditButton()
        Button("Filtros") { isShowingFilters = true }
      }
      .sheet(isPresented: $isShowingFilters) {
        Form {
          Toggle("Solo fijadas", isOn: .constant(false))
        }
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationDragIndicator(.visible)
      }
    }
  }

  func remove(_ chore: Chore) {
    chores.removeAll { $0.id == chore.id }
    log.append("hecha: \(chore.title)")
  }

  func togglePin(_ chore: Chore) {
    guard let index = chores.firstIndex(where: { $0.id == chore.id }) else { return }
    chores[index].isPinned.toggle()
  }

  func duplicate(_ chore: Chore) {
    let next = (chores.map(\.id).max() ?? 0) + 1
    chores.append(Chore(id: next, title: chore.title + " (copia)"))
  }
}

struct ChoreTour: View {
  @State var page = 0

  var body: some View {
    TabView(selection: $page) {
      Text("Desliza una tarea para marcarla").tag(0)
      Text("Mantén pulsado para duplicar").tag(1)
      Text("Tira hacia abajo para recargar").tag(2)
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
    .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

struct ChoreInbox_Previews: PreviewProvider {
  static var previews: some View {
    ChoreInbox()
      .previewDisplayName("Inbox")
    ChoreInbox()
      .environment(\.editMode, .constant(.active))
      .previewDisplayName("Editing")
    ChoreTour()
      .previewDisplayName("Tour")
  }
}
