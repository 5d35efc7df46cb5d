import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct EmptyStatesTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: EmptyStates_Previews.self, width: 44)
  }

  @Test func theCallToActionRunsItsAction() throws {
    let create = ActionRecorder()
    let inspector = DesignInspector(NoRoutesView(onCreate: create.action))
    let button = try inspector.find(button: "Create a route")
    #expect(button.element.attributes.buttonStyle == .bordered)
    try button.tap()
    #expect(create.callCount == 1)
  }

  @Test func anEmptySearchSaysWhatWasSearched() {
    let inspector = DesignInspector(SearchResults(query: "Teide", results: []))
    #expect(
      inspector.texts == [
        "No Results for “Teide”", "Check the spelling or try a new search.",
      ])
    let found = DesignInspector(SearchResults(query: "Teide", results: ["Pico del Teide"]))
    #expect(found.texts == ["Pico del Teide"])
  }
}
