import Foundation
import PureMVVMRendering
import Testing

@testable import PureMVVMCore

/// `AttributedString(markdown:)` where Linux's Foundation lacks it: the characters and
/// inline intents Apple's gives, for each syntax, and `Text` drawing them.
@MainActor
@Suite struct AttributedStringMarkdownTests {
  private typealias Intent = InlinePresentationIntent

  /// Each run's text and intents.
  private func runs(_ string: AttributedString) -> [String] {
    string.runs.map { run in
      let text = String(string[run.range].characters)
      guard let intent = run.inlinePresentationIntent else { return text }
      return "\(text)|\(intent.rawValue)"
    }
  }

  @Test func inlineSpansBecomeIntentsAndMarkersGo() throws {
    let string = try AttributedString(
      markdown: "**Ruta** por el *Aneto*, ***ya***, ~~cerrada~~ y `GR-11`")
    #expect(String(string.characters) == "Ruta por el Aneto, ya, cerrada y GR-11")
    #expect(
      runs(string) == [
        "Ruta|2", " por el ", "Aneto|1", ", ", "ya|3", ", ", "cerrada|32", " y ", "GR-11|4",
      ])
  }

  @Test func aLinkIsResolvedAgainstTheBaseURL() throws {
    let base = URL(string: "https://rutas.example/guia/")
    let string = try AttributedString(
      markdown: "Ver [la ficha](aneto.html) o [el mapa](https://maps.example)", baseURL: base)
    let links = string.runs.compactMap { run in
      run.link.map { String(string[run.range].characters) + " " + $0.absoluteString }
    }
    #expect(
      links == [
        "la ficha https://rutas.example/guia/aneto.html", "el mapa https://maps.example",
      ])
  }

  @Test func fullSyntaxJoinsBlocksWithNothingBetweenThemAsApplesDoes() throws {
    let source = """
      # Novedades ##

      Primer párrafo
      sigue aquí.

      - **uno**
      - dos
      > cita
      > larga

      ```swift
      let *x* = 1
      ```
      Título
      ---
      ***
      """
    let string = try AttributedString(markdown: source)
    #expect(
      String(string.characters)
        == "NovedadesPrimer párrafo sigue aquí.unodoscita largalet *x* = 1\nTítulo")
    #expect(runs(string).contains(" |64"))
    #expect(runs(string).contains("uno|2"))
  }

  @Test(arguments: [
    ("> ```\n> let x = 1\n> ```\nfin", "let x = 1\nfin"),
    ("> > cita *doble*", "cita doble"),
    ("- Fruta\n    - Manzana\n        1. Roja", "FrutaManzanaRoja"),
    ("```\nx\n```swift\ny\n```\nz", "x\n```swift\ny\nz"),
    ("- * - * item", "item"),
    ("texto\n* * *\nmás", "textomás"),
  ])
  func blocksNestAsCommonMarkReadsThem(source: String, characters: String) throws {
    #expect(String(try AttributedString(markdown: source).characters) == characters)
  }

  @Test func hostileBlocksAndSpansAreReadInLinearTime() throws {
    let markers = String(repeating: "- * ", count: 50_000) + "fin"
    #expect(String(try AttributedString(markdown: markers).characters) == "fin")
    let brackets = Array(repeating: String(repeating: "[", count: 4_000), count: 250)
      .joined(separator: "\n\n")
    #expect(try AttributedString(markdown: brackets).characters.count == 1_000_000)
    let stars = String(repeating: "*", count: 200_000) + " a"
    #expect(
      try AttributedString(markdown: stars, options: .init(interpretedSyntax: .inlineOnly))
        .characters.count == 200_002)
    let fence = "```\n" + String(repeating: "línea\n", count: 100_000)
    #expect(try AttributedString(markdown: fence).characters.count == 600_000)
  }

  @Test func aHardBreakIsALineEnd() throws {
    let string = try AttributedString(markdown: "uno  \ndos\\\ntres")
    #expect(runs(string) == ["uno", "\n|128", "dos", "\n|128", "tres"])
  }

  @Test func inlineOnlyCollapsesWhiteSpaceAndKeepsBlockMarkers() throws {
    let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnly)
    let string = try AttributedString(markdown: "# Hola\n\n-  *uno*\n  dos ", options: options)
    #expect(runs(string) == ["# Hola - ", "uno|1", " dos"])
  }

  @Test func preservingWhiteSpaceKeepsEveryCharacterButMarkers() throws {
    let options = AttributedString.MarkdownParsingOptions(
      interpretedSyntax: .inlineOnlyPreservingWhitespace, languageCode: "es")
    let source = "# Hola\n\n\n-  *uno*\n  dos  \n"
    let string = try AttributedString(markdown: source, options: options)
    #expect(String(string.characters) == source.replacingOccurrences(of: "*", with: ""))
    #expect(string.runs.allSatisfy { $0.languageIdentifier == "es" })
  }

  @Test func emphasisDoesNotCrossABlankLine() throws {
    let options = AttributedString.MarkdownParsingOptions(
      interpretedSyntax: .inlineOnlyPreservingWhitespace)
    let string = try AttributedString(markdown: "*uno\n\ndos*", options: options)
    #expect(runs(string) == ["*uno\n\ndos*"])
  }

  @Test func dataThatIsNotUTF8ThrowsUnlessPartialResultsAreAllowed() throws {
    let bytes = Data([0x2A, 0x61, 0xFF, 0x2A])
    #expect(throws: CocoaError.self) { try AttributedString(markdown: bytes) }
    let lenient = AttributedString.MarkdownParsingOptions(
      failurePolicy: .returnPartiallyParsedIfPossible)
    let string = try AttributedString(markdown: bytes, options: lenient)
    #expect(runs(string) == ["a\u{FFFD}|1"])
  }

  @Test func hostileInputIsReadWithoutCrashingOrHanging() throws {
    let long = String(repeating: "*a ", count: 50_000)
    let string = try AttributedString(markdown: long + "\n\n" + "**fin**")
    #expect(String(string.characters).hasSuffix("fin"))
    let controls = try AttributedString(markdown: "\u{0}\u{7}[x](\u{1})`\u{8}`\r\n> \r")
    #expect(!String(controls.characters).isEmpty)
    #expect(String(try AttributedString(markdown: "").characters).isEmpty)
    #expect(String(try AttributedString(markdown: "```\nsin cerrar").characters) == "sin cerrar\n")
  }

  @Test func textDrawsIntentsAndLinksFromMarkdown() throws {
    let string = try AttributedString(markdown: "**Aneto** _3404_ `m` [ver](https://x.example)")
    let runs = try #require(Text(string).resolve().first?.attributes.textRuns)
    var bold = TextRun(text: "Aneto")
    bold.fontWeight = .bold
    var italic = TextRun(text: "3404")
    italic.isItalic = true
    var code = TextRun(text: "m")
    code.font = Font.body.monospaced()
    var link = TextRun(text: "ver")
    link.isUnderlined = true
    link.foreground = .tint
    let space = TextRun(text: " ")
    #expect(runs == [bold, space, italic, space, code, space, link])
  }

  @Test func theScopeVariantsReadTheSameMarkdown() throws {
    let plain = try AttributedString(markdown: "**a**")
    #expect(try AttributedString(markdown: "**a**", including: \.swiftUI) == plain)
    #expect(
      try AttributedString(markdown: "**a**", including: AttributeScopes.SwiftUIAttributes.self)
        == plain)
    #expect(try AttributedString(markdown: Data("**a**".utf8), including: \.swiftUI) == plain)
  }
}
