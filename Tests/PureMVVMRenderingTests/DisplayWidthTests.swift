import PureMVVMCore
import Testing

@testable import PureMVVMRendering

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Ruta del Águila", 15), ("", 0), ("abc\u{7}", 3), ("a\u{7F}b", 2), ("a\u{85}b", 2),
    ("\u{A0}", 1), ("ǅʯ", 2), ("e\u{301}", 1), ("Ñandú 日本", 10), ("👍 ok", 5),
    ("\u{1B}[31m", 4),
  ])
  func columnsAreCountedPerCharacterAndControlsTakeNone(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test(arguments: [
    ("a\u{200B}b", 2), ("\u{200B}", 0), ("a\u{200C}b", 2), ("\u{200C}a", 1), ("a\u{200D}b", 2),
    ("a\u{2060}b", 2), ("\u{FEFF}Ruta", 4), ("co\u{AD}operar", 8), ("日\u{200B}本", 4),
    ("\u{2063}\u{180E}x", 1),
  ])
  func defaultIgnorableCodePointsTakeNoColumn(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test(arguments: [
    ("Ruta del Águila", 15), ("", 0), ("\u{A0}", 1), ("ǅʯ", 2), ("co\u{AD}operar", 8),
    ("10.1 km", 7),
  ])
  func printableLatinTextIsMeasuredInOnePass(text: String, columns: Int) {
    #expect(text.printableLatinWidth == columns)
    #expect(text.escapingControlCharacters() == text)
  }

  @Test(arguments: [
    "abc\u{7}", "a\u{7F}b", "a\u{85}b", "\u{1B}[31m", "tab\there", "line\n", "\u{9F}",
    "e\u{301}", "日本", "👍", "\u{202E}abc", "a\u{2066}b",
  ])
  func controlsAndOtherScriptsLeavePrintableLatinMeasuringToTheGeneralPath(text: String) {
    #expect(text.printableLatinWidth == nil)
  }

  @Test(arguments: [("\u{0}", nil), ("\u{1F}", nil), ("\u{7F}", nil), ("\u{85}", nil), ("é", 20)])
  func aControlOrAnAccentAnywhereInALongTextIsFound(odd: String, printableWidth: Int?) {
    for place in 0..<20 {
      let text =
        String(repeating: "a", count: place) + odd + String(repeating: "~", count: 19 - place)
      #expect(text.printableLatinWidth == printableWidth, "at \(place)")
      #expect(text.displayWidth == (printableWidth ?? 19), "at \(place)")
    }
    #expect(String(repeating: " ~", count: 12).printableLatinWidth == 24)
  }

  @MainActor @Test func aZeroWidthSpaceKeepsTheFrameAligned() {
    let lines = TextRenderer(width: 20).render(Text("a\u{200B}b\u{FEFF}c")).split(separator: "\n")
    #expect(Set(lines.map(\.displayWidth)) == [20])
  }

  @Test func aSubstringIsMeasuredAlone() {
    #expect("xxÁrbolxx".dropFirst(2).dropLast(2).displayWidth == 5)
  }
}
