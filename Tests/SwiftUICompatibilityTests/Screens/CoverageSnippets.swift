// One snippet for each SwiftUI family the coverage article marks supported, written as an
// app writes it for SwiftUI; only the import differs.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

// MARK: Model data

@Observable final class TrailFilter {
  var shortOnly = false
}

final class TrailCounter: ObservableObject {
  @Published var count = 0
}

struct ModelDataSnippet: View {
  @State private var title = "Rutas"
  @State private var filter = TrailFilter()
  @StateObject private var counter = TrailCounter()

  var body: some View {
    VStack {
      TitleEditor(title: $title)
      FilterToggle(filter: filter)
      CounterRow(counter: counter)
      CounterFooter()
      FilterSummary()
    }
    .environmentObject(counter)
    .environment(filter)
  }
}

struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    TextField("Título", text: $title)
  }
}

struct FilterToggle: View {
  @Bindable var filter: TrailFilter

  var body: some View {
    Toggle("Menos de 10 km", isOn: $filter.shortOnly)
  }
}

struct CounterRow: View {
  @ObservedObject var counter: TrailCounter

  var body: some View {
    Stepper("Rutas: \(counter.count)", value: $counter.count)
  }
}

struct CounterFooter: View {
  @EnvironmentObject private var counter: TrailCounter

  var body: some View {
    Text("\(counter.count) rutas")
  }
}

struct FilterSummary: View {
  @Environment(TrailFilter.self) private var filter

  var body: some View {
    Text(filter.shortOnly ? "Cortas" : "Todas")
  }
}

// MARK: View groupings

struct ViewGroupingsSnippet: View {
  @State private var showsDetails = false

  var body: some View {
    Form {
      Section {
        Group {
          Text("Sierra de Guadarrama")
          Text("12,4 km")
        }
      } header: {
        Text("Ruta")
      } footer: {
        Text("Circular")
      }
      Section("Acciones") {
        ControlGroup {
          Button("Guardar") {}
          Button("Compartir") {}
        }
        DisclosureGroup("Detalles", isExpanded: $showsDetails) {
          Text("Desnivel: 600 m")
        }
      }
      GroupBox("Tiempo") {
        Label("Soleado", systemImage: "sun.max")
      }
      Section("Tarjetas") {
        TrailCards(highlighted: "Teide")
      }
    }
  }
}

// MARK: Gestures

struct GesturesSnippet: View {
  @State private var log: [String] = []
  @GestureState private var dragAmount = CGSize.zero
  @GestureState(resetTransaction: Transaction(animation: .spring)) private var isPressing = false

  var body: some View {
    VStack {
      DraggableCard()
      Text("Tap twice").onTapGesture(count: 2) { log.append("double") }
      Text("Where").onTapGesture(coordinateSpace: .local) { log.append("at \($0.x)") }
      Text("Press")
        .onLongPressGesture(minimumDuration: 1, maximumDistance: 5) {
          log.append("pressed")
        } onPressingChanged: {
          log.append("pressing \($0)")
        }
      Text("Hold then drag")
        .gesture(
          LongPressGesture(minimumDuration: 0.3)
            .updating($isPressing) { value, state, transaction in
              state = value
              transaction.animation = .easeIn
            }
            .sequenced(before: DragGesture(minimumDistance: 0))
            .updating($dragAmount) { value, state, _ in
              if case .second(true, let drag?) = value { state = drag.translation }
            }
            .onEnded { _ in log.append("dropped") })
      Text("Pinch or turn")
        .gesture(
          MagnificationGesture().simultaneously(with: RotationGesture())
            .onEnded { _ in log.append("transformed") })
      Text("Either")
        .highPriorityGesture(TapGesture(count: 2).exclusively(before: SpatialTapGesture()))
      Text("Hover").onHover { log.append($0 ? "in" : "out") }
      Text(log.joined(separator: ", "))
    }
  }
}

// MARK: Custom layout

/// Places its subviews in a diagonal, each one step right and down.
struct DiagonalLayout: Layout {
  var step: CGFloat = 16

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let widest = cache.sizes.map(\.width).max() ?? 0
    let steps = step * CGFloat(max(subviews.count - 1, 0))
    return CGSize(width: widest + steps, height: cache.sizes.reduce(0) { $0 + $1.height })
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var point = bounds.origin
    for (subview, size) in zip(subviews, cache.sizes) {
      subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
      point.x += step
      point.y += size.height
    }
  }

  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing()
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    guide == .leading ? bounds.minX : nil
  }
}

private enum Weight: LayoutValueKey {
  static let defaultValue: Double = 1
}

struct CustomLayoutSnippet: View {
  @State private var isStacked = true

  var body: some View {
    let layout =
      isStacked ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(ZStackLayout())
    VStack {
      DiagonalLayout {
        Text("Salida")
        Text("Collado").layoutValue(key: Weight.self, value: 2)
        Text("Cumbre")
      }
      layout {
        Text("Mapa")
        Button("Cambiar") { isStacked.toggle() }
      }
      HStackLayout(alignment: .top, spacing: 4) {
        Text("a")
        Text("b")
      }
      GridLayout(horizontalSpacing: 8) {
        GridRow {
          Text("km")
          Text("12")
        }
      }
      ViewThatFits(in: .horizontal) {
        Text("Sendero de los Sabinares del Arlanza")
        Text("Sabinares")
      }
    }
  }
}

// MARK: Preferences

private struct TitleKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    value = value.isEmpty ? nextValue() : value
  }
}

private struct HeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

private struct BadgeAnchorKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

struct PreferencesSnippet: View {
  @State private var title = ""

  var body: some View {
    VStack {
      Text("Ruta del Cares")
        .preference(key: TitleKey.self, value: "Cares")
        .transformPreference(TitleKey.self) { $0 += " (12 km)" }
      Text("Desnivel")
        .anchorPreference(key: BadgeAnchorKey.self, value: .bounds) { $0 }
        .transformAnchorPreference(key: HeightKey.self, value: .topLeading) { height, _ in
          height = max(height, 16)
        }
      Text("Título: \(title)")
    }
    .onPreferenceChange(TitleKey.self) { title = $0 }
    .overlayPreferenceValue(BadgeAnchorKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Text("●").position(x: proxy[anchor].maxX, y: proxy[anchor].minY)
        }
      }
    }
    .backgroundPreferenceValue(HeightKey.self, alignment: .top) { height in
      Color.clear.frame(height: height)
    }
  }
}

// MARK: Lists

struct Checkpoint: Identifiable, Hashable {
  let id: String
  var stops: [Checkpoint]?
}

struct ListsSnippet: View {
  @State private var checkpoints = [
    Checkpoint(id: "Salida"), Checkpoint(id: "Mirador"), Checkpoint(id: "Cumbre"),
  ]
  @State private var selection = Set<String>()
  @Environment(\.editMode) private var editMode

  var body: some View {
    NavigationStack {
      List(selection: $selection) {
        Section("Etapas") {
          ForEach($checkpoints, editActions: .all) { $checkpoint in
            Text(checkpoint.id)
              .badge(checkpoint.id == "Cumbre" ? 1 : 0)
              .swipeActions { Button("Quitar", role: .destructive) { remove(checkpoint) } }
              .deleteDisabled(checkpoint.id == "Salida")
          }
        }
        .listSectionSeparator(.hidden)
        Section("Mapa") {
          OutlineGroup(
            [Checkpoint(id: "Anaga", stops: [Checkpoint(id: "Chinamada")])], children: \.stops
          ) { Text($0.id) }
        }
      }
      .listRowSpacing(4)
      .refreshable {}
      .toolbar { EditButton() }
      .navigationTitle("Ruta")
    }
  }

  private func remove(_ checkpoint: Checkpoint) {
    checkpoints.removeAll { $0.id == checkpoint.id }
  }
}

// MARK: Persistent storage

struct PersistentStorageSnippet: View {
  @AppStorage("units") private var units = "km"
  @AppStorage("lastRoute") private var lastRoute: String?
  @SceneStorage("draft") private var draft = ""
  @ScaledMetric(relativeTo: .body) private var iconSize = 24.0

  var body: some View {
    Form {
      Picker("Unidades", selection: $units) {
        Text("km").tag("km")
        Text("mi").tag("mi")
      }
      TextField("Borrador", text: $draft)
      Text(lastRoute ?? "Sin ruta")
      Image(systemName: "map").frame(width: iconSize, height: iconSize)
    }
  }
}

/// The focus family: focus state, a default focus, a value read where the focus is, and
/// the search field's focus.
struct FocusSnippet: View {
  enum Field: Hashable { case name, notes }

  @FocusState private var field: Field?
  @FocusState private var isSearchFocused: Bool
  @State private var query = ""
  @FocusedValue(\.draftTitle) private var draftTitle
  @State private var name = "Anaga"
  @State private var notes = ""

  var body: some View {
    Form {
      Text("Editando: \(draftTitle ?? "nada")")
      TextField("Nombre", text: $name)
        .focused($field, equals: .name)
        .focusedValue(\.draftTitle, name)
      TextField("Notas", text: $notes)
        .focused($field, equals: .notes)
      Button("Listo") { field = nil }
      Button("Buscar") { isSearchFocused = true }
    }
    .defaultFocus($field, .name)
    .searchable(text: $query)
    .searchFocused($isSearchFocused)
  }
}

/// The title of the draft being edited, published by the focused field.
struct DraftTitleKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var draftTitle: String? {
    get { self[DraftTitleKey.self] }
    set { self[DraftTitleKey.self] = newValue }
  }
}

// MARK: Search

/// A trail the search finds, and a token that narrows it.
struct TrailTag: Identifiable, Hashable {
  let id: String
}

/// The search family: a field with tokens, suggestions, scopes and submission.
struct SearchSnippet: View {
  enum Region: Hashable { case all, north }

  @State private var query = ""
  @State private var tags = [TrailTag(id: "Circular")]
  @State private var suggestedTags = [TrailTag(id: "Costa")]
  @State private var region = Region.all
  @State private var submitted = ""
  @FocusState private var isSearchFocused: Bool

  var body: some View {
    NavigationStack {
      TrailSearchResults(submitted: submitted)
        .navigationTitle("Rutas")
        .searchable(
          text: $query, tokens: $tags, suggestedTokens: $suggestedTags, prompt: "Buscar rutas"
        ) { tag in
          Text(tag.id)
        }
        .searchSuggestions {
          Text("Anaga").searchCompletion("Anaga")
        }
        .searchScopes($region) {
          Text("Todas").tag(Region.all)
          Text("Norte").tag(Region.north)
        }
        .searchFocused($isSearchFocused)
        .searchPresentationToolbarBehavior(.avoidHidingContent)
        .onSubmit(of: .search) { submitted = query }
    }
  }
}

/// Reads whether a search is on, and ends it.
struct TrailSearchResults: View {
  let submitted: String
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    List {
      Text(isSearching ? "Buscando" : "Todas las rutas")
      Text("Última búsqueda: \(submitted)")
      Button("Terminar") { dismissSearch() }
    }
  }
}
