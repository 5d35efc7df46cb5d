import PureMVVMRendering
import Testing

@testable import PureMVVMCore

/// A `Text` made from a string literal renders its inline Markdown, as SwiftUI does; text
/// that is data (`Text(verbatim:)`, `Text(someString)`) stays as written.
@MainActor
@Suite struct MarkdownTextTests {
  private func runs(_ text: Text) -> [TextRun] {
    let element = text.resolve()[0]
    return element.attributes.textRuns ?? [TextRun(text: element.string ?? "")]
  }

  private func run(
    _ text: String, bold: Bool = false, italic: Bool = false, struck: Bool = false
  ) -> TextRun {
    var run = TextRun(text: text)
    if bold { run.fontWeight = .bold }
    run.isItalic = italic
    run.isStrikethrough = struck
    return run
  }

  @Test func boldItalicAndStrikethroughAreRunsWithoutTheirMarkers() {
    #expect(
      runs(Text("**bold** and _it_, *too*, ***both*** and ~~gone~~")) == [
        run("bold", bold: true), run(" and "), run("it", italic: true), run(", "),
        run("too", italic: true), run(", "), run("both", bold: true, italic: true),
        run(" and "), run("gone", struck: true),
      ])
    let strong = Text("__strong__").resolve()[0]
    #expect(strong.string == "strong")
    #expect(strong.attributes.fontWeight == .bold)
  }

  @Test func codeIsMonospacedAndItsMarkersInsideStayLiteral() {
    var code = TextRun(text: "let *x* = 1")
    code.font = Font.body.monospaced()
    #expect(runs(Text("Run `let *x* = 1` now")) == [run("Run "), code, run(" now")])
  }

  @Test func aLinkShowsItsTextUnderlinedInTheTint() {
    var link = TextRun(text: "las rutas")
    link.isUnderlined = true
    link.foreground = .tint
    #expect(
      runs(Text("Ver [las rutas](https://example.com/rutas).")) == [
        run("Ver "), link, run("."),
      ])
  }

  @Test(arguments: [
    "snake_case_name", "x_y z_", "2 * 3 * 4", "a ** b", "*open", "close*", "\\*not italic\\*",
    "~one~",
    "[no link]", "[text](has space)",
  ])
  func textThatIsNotMarkupStaysAsWrittenButForEscapes(source: String) {
    let expected = source.replacingOccurrences(of: "\\*", with: "*")
    #expect(runs(Text(LocalizedStringKey(source))) == [run(expected)])
  }

  @Test func dataIsNeverReadAsMarkdown() {
    let name = "**Ana**"
    #expect(runs(Text(name)) == [run("**Ana**")])
    #expect(runs(Text(verbatim: "**Ana**")) == [run("**Ana**")])
  }

  @Test func anInterpolatedValueTakesTheStyleAroundItAndIsNotParsed() {
    let name = "*Ana*"
    #expect(runs(Text("Hola **\(name)**")) == [run("Hola "), run("*Ana*", bold: true)])
  }

  @Test func theTextRendererShowsNoMarkers() {
    let rendering = TextRenderer(width: 30).render(Text("**Ruta** _corta_"))
    #expect(rendering.contains("Ruta corta"))
    #expect(!rendering.contains("*"))
  }

  @Test func hostileAndHugeTextIsReadQuicklyAndLongTextIsShownAsWritten() {
    let unclosed = String(repeating: "*a ", count: 1_300)
    #expect(runs(Text(LocalizedStringKey(unclosed))) == [run(unclosed)])
    let huge = String(repeating: "**b** ", count: 20_000)
    #expect(runs(Text(LocalizedStringKey(huge))) == [run(huge)])
  }
}
