import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct TextTests {
  private func attributes(of text: Text) throws -> ElementAttributes {
    try DesignInspector(text).find(text: "Ruta Roble").element.attributes
  }

  @Test func textsAreEqualWhenTheyShowTheSamePiecesInTheSameStyle() {
    #expect(Text("Teide") == Text("Teide"))
    #expect(Text("Teide") != Text("Anaga"))
    #expect(Text("Teide").bold() != Text("Teide"))
    #expect(Text("Teide").bold() == Text("Teide").bold())
    #expect(Text("Teide") + Text(" 3.715 m") != Text("Teide 3.715 m").italic())
    #expect(Text("**Teide**") != Text(verbatim: "**Teide**"))
    #expect(Text(verbatim: "Teide") == Text(verbatim: "Teide"))
  }

  @Test func aStyleGivenAfterJoiningReachesEveryPiece() throws {
    let runs = try #require(
      try attributes(of: (Text("Ruta ") + Text("Roble").italic()).bold()).textRuns)
    #expect(runs.map(\.text) == ["Ruta ", "Roble"])
    #expect(runs.map(\.fontWeight) == [.bold, .bold])
    #expect(runs.map(\.isItalic) == [false, true])
  }

  @Test func eachPieceOfAJoinedTextKeepsItsOwnStyle() throws {
    let joined = Text("Ruta ").underline() + (Text("Ro") + Text("ble").italic())
    let runs = try #require(try attributes(of: joined).textRuns)
    #expect(runs.map(\.text) == ["Ruta ", "Ro", "ble"])
    #expect(runs.map(\.isUnderlined) == [true, false, false])
    #expect(runs.map(\.isItalic) == [false, false, true])
  }

  @Test func stylingATextLeavesTheOriginalAsItWas() throws {
    let plain = Text("Ruta Roble")
    let styled = plain.bold().italic().foregroundStyle(.red)
    let again = plain.underline()
    #expect(try attributes(of: plain).fontWeight == nil)
    #expect(try attributes(of: plain).foreground == nil)
    #expect(try attributes(of: styled).fontWeight == .bold)
    #expect(try attributes(of: styled).isItalic)
    #expect(try attributes(of: again).isUnderlined)
    #expect(try attributes(of: again).fontWeight == nil)
  }

  @Test func aSingleStyledPieceStylesTheWholeText() throws {
    let styled = try attributes(of: Text("Ruta Roble").bold())
    #expect(styled.textRuns == nil)
    #expect(styled.fontWeight == .bold)
  }

  /// A custom description, to check that values other than numbers and strings print as
  /// `String(describing:)` prints them.
  private struct Summit: CustomStringConvertible {
    var description: String { "Teide (3715 m)" }
  }

  /// A text interpolating `value`, whatever its type (an optional, here, without the
  /// compiler's warning).
  private func rutas<Value>(_ value: Value) -> Text {
    Text("\(value) rutas")
  }

  @Test func interpolatedValuesReadAsStringDescribingPrintsThem() throws {
    let count: Int? = 3
    let name: Substring = "Roble"
    let texts = [
      Text("\(-42) rutas"), Text("Ruta \("Roble")"), rutas(count),
      Text("\(name)"), Text("\(Summit())"), Text("\(Int.min)"), Text("\(2.5) km"),
    ]
    let shown = try texts.map { text in
      let element = try #require(DesignInspector(text).elements.first)
      return element.kind
    }
    #expect(
      shown == [
        .text("-42 rutas"), .text("Ruta Roble"), .text("Optional(3) rutas"), .text("Roble"),
        .text("Teide (3715 m)"), .text("-9223372036854775808"), .text("2.5 km"),
      ])
  }
}
