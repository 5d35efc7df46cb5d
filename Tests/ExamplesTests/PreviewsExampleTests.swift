import Foundation
import Testing

@Suite struct PreviewsExampleTests {
  @Test func listPrintsEveryPreviewName() throws {
    let output = try ExampleRunner.run("previews", ["--list"])
    #expect(output.status == 0)
    #expect(
      output.standardOutput == """
        Logged Out
        Logged In
        Login Error
        Logging In
        Todas las rutas
        Rutas cortas
        Sin rutas
        Error al añadir

        """)
  }

  @Test func noArgumentsRendersEveryPreviewUnderItsName() throws {
    let output = try ExampleRunner.run("previews")
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("## Logged Out\n┌"))
    #expect(output.standardOutput.contains("## Logged In\n┌"))
    #expect(output.standardOutput.contains("│ Greetings, Mike Mousey"))
    #expect(output.standardOutput.contains("## Rutas cortas\n┌"))
  }

  @Test func previewRendersOneAtTheGivenWidth() throws {
    let output = try ExampleRunner.run("previews", ["--preview", "Logged In", "--width", "30"])
    #expect(output.status == 0)
    #expect(
      output.standardOutput == """
        ┌────────────────────────────┐
        │ Greetings, Mike Mousey     │
        │ [ Log out ]                │
        └────────────────────────────┘

        """)
  }

  @Test func unknownPreviewNameExitsTwoWithSuggestions() throws {
    let output = try ExampleRunner.run("previews", ["--preview", "Loged In"])
    #expect(output.status == 2)
    #expect(output.standardError.contains("No preview is named \"Loged In\". Did you mean"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test(arguments: [["--bogus"], ["--width", "wide"], ["--width", "0"], ["--preview"]])
  func badArgumentsExitTwoWithUsage(arguments: [String]) throws {
    let output = try ExampleRunner.run("previews", arguments)
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: "))
    #expect(output.standardError.contains("Usage: previews"))
  }

  @Test func htmlWritesOneSelfContainedPage() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-\(UUID().uuidString).html")
    let output = try ExampleRunner.run("previews", ["--html", file.path])
    #expect(output.status == 0)
    let page = try String(contentsOf: file, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<h2>Logging In</h2>"))
    #expect(!page.contains("<script"))
    #expect(!page.contains("http://") && !page.contains("https://"))
  }
}
