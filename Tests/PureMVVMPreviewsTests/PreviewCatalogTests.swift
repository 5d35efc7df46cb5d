import PureMVVM
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PreviewCatalogTests {
  enum Greetings: PreviewProvider {
    static var previews: [Preview] {
      [
        Preview("Logged Out") { Button("Login") {} },
        Preview("Logged In") { Text("Greetings, Mike") },
      ]
    }
  }

  enum Broken: PreviewProvider {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "no data" }
    }

    static func loadData() throws -> String { throw Failure() }

    static var previews: [Preview] {
      [Preview("Broken") { Text(try loadData()) }]
    }
  }

  @Test func listsPreviewsInProviderOrder() throws {
    let catalog = try PreviewCatalog([Greetings.self, Broken.self])
    #expect(catalog.names == ["Logged Out", "Logged In", "Broken"])
  }

  @Test func rejectsDuplicateNames() {
    #expect {
      try PreviewCatalog([Greetings.self, Greetings.self])
    } throws: { error in
      (error as? PreviewError)?.description
        == "Two previews are named \"Logged Out\"; preview names must be unique."
    }
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
    #expect(html.components(separatedBy: "<section class=\"card\">").count == 4)
    #expect(html.contains("<button type=\"button\">Login</button>"))
    #expect(html.contains("<p class=\"error\">Preview &quot;Broken&quot; failed: no data</p>"))
    #expect(!html.contains("<script"))
  }
}
