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

  /// Texts of printable ASCII and two-byte scalars, controls, and scalars from U+0300, in
  /// every mix: measuring their bytes (where the fast path takes them) agrees with adding
  /// up the width of each character.
  @Test func measuringBytesAgreesWithMeasuringEachCharacter() {
    let pieces = [
      "a", "Z", " ", "~", "0", "é", "Á", "ß", "ǅ", "ʯ", "\u{2FF}", "\u{A0}", "\u{AD}", "¿",
      "\u{85}", "\u{7F}", "\u{1}", "\t", "\u{300}", "日", "€", "👍",
    ]
    var state: UInt64 = 0x5eed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for _ in 0..<3_000 {
      let text = (0..<next(40)).map { _ in pieces[next(next(4) == 0 ? pieces.count : 12)] }
        .joined()
      let columns = text.reduce(0) { $0 + $1.displayWidth }
      let isPrintableLatin = text.unicodeScalars.allSatisfy {
        $0.value >= 0x20 && !(0x7f...0x9f).contains($0.value) && $0.value < 0x300
      }
      #expect(text.displayWidth == columns, "\(text.unicodeScalars.map(\.value))")
      #expect(
        text.printableLatinWidth == (isPrintableLatin ? columns : nil),
        "\(text.unicodeScalars.map(\.value))")
    }
  }

  @MainActor @Test func aZeroWidthSpaceKeepsTheFrameAligned() {
    let lines = TextRenderer(width: 20).render(Text("a\u{200B}b\u{FEFF}c")).split(separator: "\n")
    #expect(Set(lines.map(\.displayWidth)) == [20])
  }

  @Test func aSubstringIsMeasuredAlone() {
    #expect("xxÁrbolxx".dropFirst(2).dropLast(2).displayWidth == 5)
  }
}
