import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.searchable(text:editableTokens:…)`: each token's view edits its token through a binding.
@MainActor
@Suite struct SearchEditableTokensTests {
  private struct Filter: Identifiable, Hashable {
    let id: String
    var isExcluded = false
  }

  private struct TrailSearch: View {
    @State private var query = ""
    @State private var filters = [Filter(id: "Montaña"), Filter(id: "Costa")]

    var body: some View {
      NavigationStack {
        Text(
          filters.map { "\($0.id) \($0.isExcluded ? "fuera" : "dentro")" }.joined(separator: ", ")
        )
        .searchable(text: $query, editableTokens: $filters, prompt: "Buscar rutas") { $filter in
          Toggle(filter.id, isOn: $filter.isExcluded)
        }
        .searchPresentationToolbarBehavior(.avoidHidingContent)
        .searchDictationBehavior(.inline(activation: .onSelect))
      }
    }
  }

  @Test func aTokensViewEditsThatTokenOnly() throws {
    let inspector = DesignInspector(TrailSearch())
    #expect(inspector.texts.contains("Montaña dentro, Costa dentro"))
    try inspector.find(toggle: "Costa").tap()
    #expect(inspector.texts.contains("Montaña dentro, Costa fuera"))
    #expect(try inspector.find(toggle: "Costa").isOn == true)
    #expect(try inspector.find(toggle: "Montaña").isOn == false)
  }
}
