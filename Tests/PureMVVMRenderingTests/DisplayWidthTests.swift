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

  @Test func aSubstringIsMeasuredAlone() {
    #expect("xxÁrbolxx".dropFirst(2).dropLast(2).displayWidth == 5)
  }
}
