import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct NavigationSplitViewStyleTests {
  /// A placeholder instead of the columns.
  struct Placeholder: NavigationSplitViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text("split")
    }
  }

  private var split: some View {
    NavigationSplitView {
      Text("Rutas")
    } detail: {
      Text("Detalle")
    }
  }

  @Test func everyBuiltInStyleStacksTheColumns() throws {
    for view in [
      AnyView(split), AnyView(split.navigationSplitViewStyle(.balanced)),
      AnyView(split.navigationSplitViewStyle(.prominentDetail)),
      AnyView(split.navigationSplitViewStyle(.automatic)),
    ] {
      let inspector = DesignInspector(view)
      _ = try inspector.find(text: "Rutas")
      _ = try inspector.find(text: "Detalle")
    }
  }

  @Test func aPreferredCompactColumnStillDrawsEveryColumn() {
    let column = Binding.constant(NavigationSplitViewColumn.detail)
    let visibility = Binding.constant(NavigationSplitViewVisibility.all)
    let views = [
      AnyView(
        NavigationSplitView(preferredCompactColumn: column) {
          Text("A")
        } detail: {
          Text("C")
        }),
      AnyView(
        NavigationSplitView(preferredCompactColumn: column) {
          Text("A")
        } content: {
          Text("B")
        } detail: {
          Text("C")
        }),
      AnyView(
        NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: column) {
          Text("A")
        } detail: {
          Text("C")
        }),
      AnyView(
        NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: column) {
          Text("A")
        } content: {
          Text("B")
        } detail: {
          Text("C")
        }),
    ]
    #expect(
      views.map { DesignInspector($0).texts } == [
        ["A", "C"], ["A", "B", "C"], ["A", "C"], ["A", "B", "C"],
      ])
  }

  @Test func aCustomStylesBodyIsWhatRenders() {
    let elements = DesignInspector(split.navigationSplitViewStyle(Placeholder())).elements
    #expect(elements.map(\.kind) == [.text("split")])
  }
}
