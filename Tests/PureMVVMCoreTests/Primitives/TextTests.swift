import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct TextTests {
  private func attributes(of text: Text) throws -> ElementAttributes {
    try DesignInspector(text).find(text: "Ruta Roble").element.attributes
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
}
