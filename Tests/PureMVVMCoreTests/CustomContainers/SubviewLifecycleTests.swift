import PureMVVMCore
import PureMVVMInspection
import Testing

/// A subview appears when its container places it, as in SwiftUI: never if the container
/// leaves it out, and with its row when the container is a list.
@MainActor
@Suite struct SubviewLifecycleTests {
  final class Journal {
    var entries: [String] = []
  }

  /// Places only the first `shown` subviews; a button shows one more.
  struct FirstFew<Content: View>: View {
    @ViewBuilder let content: Content
    @State private var shown = 1

    var body: some View {
      Group(subviews: content) { subviews in
        subviews.prefix(shown)
        Button("Más") { shown += 1 }
      }
    }
  }

  /// A list of its subviews, one row each.
  struct RowsOf<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      List {
        ForEach(subviews: content) { subview in subview }
      }
    }
  }

  private func logged(_ name: String, in journal: Journal) -> some View {
    Text(name)
      .onAppear { journal.entries.append("+\(name)") }
      .onDisappear { journal.entries.append("-\(name)") }
  }

  @Test func aSubviewLeftOutNeverAppearsAndAppearsOncePlaced() throws {
    let journal = Journal()
    let inspector = DesignInspector(
      FirstFew {
        logged("Anaga", in: journal)
        logged("Teide", in: journal)
      })
    #expect(inspector.texts == ["Anaga"])
    #expect(journal.entries == ["+Anaga"])
    try inspector.find(button: "Más").tap()
    #expect(inspector.texts == ["Anaga", "Teide"])
    #expect(journal.entries == ["+Anaga", "+Teide"])
  }

  @Test func subviewsInAListAppearWithTheirRows() {
    let journal = Journal()
    let inspector = DesignInspector(
      RowsOf {
        ForEach(0..<20, id: \.self) { index in logged("Fila \(index)", in: journal) }
      })
    inspector.visibleRowCount = 3
    #expect(inspector.texts.count == 20)
    #expect(journal.entries == ["+Fila 0", "+Fila 1", "+Fila 2"])
    inspector.scroll(toRow: 10)
    _ = inspector.texts
    let appeared = journal.entries.filter { $0.hasPrefix("+") }
    let disappeared = journal.entries.filter { $0.hasPrefix("-") }
    #expect(appeared == ["+Fila 0", "+Fila 1", "+Fila 2", "+Fila 10", "+Fila 11", "+Fila 12"])
    #expect(disappeared == ["-Fila 2", "-Fila 1", "-Fila 0"])
  }

  @Test func subviewsPlacedStraightInAListAreRowsOfTheirOwn() {
    let journal = Journal()
    let inspector = DesignInspector(
      List {
        Group(subviews: ForEach(0..<20, id: \.self) { logged("Fila \($0)", in: journal) }) {
          $0
        }
      })
    inspector.visibleRowCount = 3
    #expect(inspector.texts.count == 20)
    #expect(journal.entries == ["+Fila 0", "+Fila 1", "+Fila 2"])
  }

  @Test func subviewsPlacedStraightInATabViewAreTabsOfTheirOwn() {
    let journal = Journal()
    let tabs = Group(
      subviews: Group {
        logged("Rutas", in: journal).tabItem { Text("Rutas") }
        logged("Mapa", in: journal).tabItem { Text("Mapa") }
      }
    ) { $0 }
    let inspector = DesignInspector(TabView { tabs })
    #expect(inspector.texts == ["Rutas"])
    #expect(journal.entries == ["+Rutas"])
  }

  /// Asks before deleting, in an alert.
  struct Deleter: View {
    @State private var isAsking = false

    var body: some View {
      Button("Borrar") { isAsking = true }
        .alert("¿Seguro?", isPresented: $isAsking) { Button("Sí") {} }
    }
  }

  @Test func anAlertGoesWithTheViewThatPresentsItNotAsASubviewOfItsOwn() throws {
    let inspector = DesignInspector(
      Group(subviews: Deleter()) { subviews in
        Text("\(subviews.count) subvista")
        subviews.prefix(1)
      })
    try inspector.find(button: "Borrar").tap()
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "¿Seguro?")))
    try inspector.find(button: "Sí").tap()
    #expect(inspector.presented == nil)
    #expect(inspector.texts == ["1 subvista"])
  }

  @Test func aPlacedSubviewDisappearsWhenItsContainerGoes() throws {
    let journal = Journal()
    struct Host<Content: View>: View {
      @ViewBuilder let content: Content
      @State private var showsContainer = true

      var body: some View {
        VStack {
          if showsContainer { FirstFew { content } }
          Toggle("Contenedor", isOn: $showsContainer)
        }
      }
    }
    let inspector = DesignInspector(Host { logged("Anaga", in: journal) })
    _ = inspector.texts
    try inspector.find(toggle: "Contenedor").tap()
    _ = inspector.texts
    #expect(journal.entries == ["+Anaga", "-Anaga"])
  }
}
