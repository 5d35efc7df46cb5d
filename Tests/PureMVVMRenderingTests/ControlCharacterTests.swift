import PureMVVMCore
import Testing

@testable import PureMVVMRendering

@Suite struct ControlCharacterTests {
  /// Scalars a terminal would act on, at every boundary of the escaped ranges; each is the
  /// only one of its kind in the texts below.
  private static let escaped: [Unicode.Scalar] = [
    "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{202A}", "\u{202E}",
    "\u{2066}", "\u{2069}",
  ]
  /// Their neighbours, shown as they are, and scalars that end in the same bytes after
  /// another lead byte (U+102A, U+F066).
  private static let shown: [Unicode.Scalar] = [
    " ", "~", "\u{A0}", "\u{C2}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{2080}",
    "\u{102A}", "\u{F066}",
  ]

  @Test(arguments: escaped)
  func aLoneControlScalarIsEscaped(_ scalar: Unicode.Scalar) {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    #expect("Ruta \(scalar)Á".escapingControlCharacters() == "Ruta \\u{\(hex)}Á")
  }

  @Test(arguments: escaped)
  func aControlScalarIsEscapedAtTheVeryStartOfTheText(_ scalar: Unicode.Scalar) {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    #expect("\(scalar)".escapingControlCharacters() == "\\u{\(hex)}")
  }

  @Test(arguments: shown)
  func aNeighbourOfTheControlRangesIsShownAsItIs(_ scalar: Unicode.Scalar) {
    #expect("Ruta \(scalar)Á".escapingControlCharacters() == "Ruta \(scalar)Á")
  }

  @Test func aNewLineIsKeptOnlyWhenAsked() {
    #expect("a\nb".escapingControlCharacters() == "a\\u{A}b")
    #expect("a\nb".escapingControlCharacters(keepingNewlines: true) == "a\nb")
    #expect("a\n\u{1B}b".escapingControlCharacters(keepingNewlines: true) == "a\n\\u{1B}b")
  }

  @Test func aSubstringIsScannedToo() {
    let text = "Ruta \u{202E}Á"
    let slice = text[text.index(after: text.startIndex)...]
    #expect(slice.escapingControlCharacters() == "uta \\u{202E}Á")
  }
}
