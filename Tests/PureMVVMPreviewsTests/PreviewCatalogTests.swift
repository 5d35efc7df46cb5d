import PureMVVM
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PreviewCatalogTests {
  enum Greetings: PreviewProvider {
    static var previews: some View {
      Preview("Logged Out") { Button("Login") {} }
      Preview("Logged In") { Text("Greetings, Mike") }
    }
  }

  enum Broken: PreviewProvider {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "no data" }
    }

    static func loadData() throws -> String { throw Failure() }

    static var previews: some View {
      Preview("Broken") { Text(try loadData()) }
    }
  }

  @Test func listsPreviewsInProviderOrder() throws {
    let catalog = try PreviewCatalog([Greetings.self, Broken.self])
    #expect(catalog.names == ["Logged Out", "Logged In", "Broken"])
  }

  @Test func rejectsDuplicateNames() {
    let error = #expect(throws: PreviewError.self) {
      try PreviewCatalog([Greetings.self, Greetings.self])
    }
    #expect(
      error?.description == "Two previews are named \"Logged Out\"; preview names must be unique.")
  }

  /// A provider written exactly as for SwiftUI: plain views, some named, some not.
  struct CounterView_Previews: PreviewProvider {
    static var previews: some View {
      Text("Zero").previewDisplayName("Empty").previewLayout(.sizeThatFits)
      Text("One")
      Group {
        Text("Two").previewDisplayName("Secondary").foregroundStyle(.secondary)
        if Bool.random() || true { Text("Three") }
      }
      ForEach(4..<6) { Text("\($0)").previewDevice("iPhone 15 Pro") }
      Text("Six").previewInterfaceOrientation(.landscapeLeft)
    }
  }

  @Test func eachTopLevelChildOfASwiftUIProviderIsOnePreview() throws {
    let catalog = try PreviewCatalog([CounterView_Previews.self])
    #expect(
      catalog.names == [
        "Empty", "CounterView 1", "Secondary", "CounterView 2", "CounterView 3", "CounterView 4",
        "CounterView 5",
      ])
  }

  struct SingleView_Previews: PreviewProvider {
    static var previews: some View { Text("Only") }
  }

  @Test func aLoneUnnamedPreviewIsNamedAfterItsProviderWithoutANumber() throws {
    #expect(try PreviewCatalog([SingleView_Previews.self]).names == ["SingleView"])
  }

  @Test func namedAndSwiftUIPreviewsMixInOneProvider() async throws {
    struct Mixed: PreviewProvider {
      static var previews: some View {
        Preview("Named") { Text("a") }
        Text("b").previewDisplayName("Plain")
      }
    }
    let catalog = try PreviewCatalog([Mixed.self])
    #expect(catalog.names == ["Named", "Plain"])
    #expect(try await catalog.render(named: "Plain", width: 12).contains("│    b     │"))
  }

  @Test func rendersOneByName() async throws {
    let catalog = try PreviewCatalog([Greetings.self])
    #expect(try await catalog.render(named: "Logged In", width: 30).contains("Greetings, Mike"))
  }

  @Test func unknownNameSuggestsCloseMatches() async throws {
    let catalog = try PreviewCatalog([Greetings.self])
    await #expect {
      try await catalog.render(named: "loged in")
    } throws: { error in
      (error as? PreviewError)?.description
        == "No preview is named \"loged in\". Did you mean \"Logged In\"?"
    }
    await #expect {
      try await catalog.render(named: "zzzzzzzzzz")
    } throws: { error in
      (error as? PreviewError)?.description == "No preview is named \"zzzzzzzzzz\"."
    }
  }

  @Test func renderAllReportsAFailingPreviewAndRendersTheRest() async throws {
    let catalog = try PreviewCatalog([Broken.self, Greetings.self])
    let results = await catalog.renderAll()
    #expect(results.map(\.name) == ["Broken", "Logged Out", "Logged In"])
    #expect(throws: PreviewError.self) { try results[0].result.get() }
    #expect(try results[2].result.get().contains("Greetings, Mike"))
  }

  @Test func htmlGalleryHasOneCardPerPreviewAndShowsErrors() async throws {
    let catalog = try PreviewCatalog([Greetings.self, Broken.self])
    let html = await catalog.htmlGallery()
    #expect(html.components(separatedBy: "<section class=\"card\" id=\"card-").count == 4)
    #expect(html.contains("<button type=\"button\" class=\"button\">Login</button>"))
    #expect(html.contains("<p class=\"error\">Preview &quot;Broken&quot; failed: no data</p>"))
    #expect(!html.contains("<script"))
  }
}
