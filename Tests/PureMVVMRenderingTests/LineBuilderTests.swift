import PureMVVMCore
import Testing

@testable import PureMVVMRendering

@Suite struct LineBuilderTests {
  private func join(_ pieces: [(gap: Int, text: String)], trailing: Int) -> String {
    LineBuilder.join(count: pieces.count, trailingSpaces: trailing) { pieces[$0] }
  }

  @Test func piecesFollowTheirGapsAndTheLineEndsInItsSpaces() {
    #expect(
      join([(0, "Ruta"), (2, "Águila"), (1, "10.1 km")], trailing: 3) == "Ruta  Águila 10.1 km   ")
  }

  @Test func multiByteTextIsCopiedWhole() {
    let line = join([(0, "Mulhacén 🏔"), (1, "山"), (0, "e\u{301}")], trailing: 0)
    #expect(line == "Mulhacén 🏔 山e\u{301}")
    #expect(line.utf8.count == "Mulhacén 🏔 山e\u{301}".utf8.count)
  }

  /// A piece kept in memory, read in place.
  private struct StoredPiece: LineBuilder.Piece {
    var gap: Int
    var text: String
  }

  @Test func piecesReadInPlaceMakeTheLineTheClosureMakes() {
    let samples: [[(gap: Int, text: String)]] = [
      [], [(0, "Ruta")], [(0, "Ruta"), (2, "Águila"), (1, "10.1 km")],
      [(3, ""), (0, "Mulhacén 🏔"), (1, "山"), (0, "e\u{301}")],
      [(0, String(repeating: "─", count: 40)), (5, "")],
    ]
    for pieces in samples {
      var stored = pieces.map { StoredPiece(gap: $0.gap, text: $0.text) }
      let inPlace = stored.withUnsafeMutableBufferPointer {
        LineBuilder.join($0, trailingSpaces: 2, suffix: " ›")
      }
      #expect(
        inPlace
          == LineBuilder.join(count: pieces.count, trailingSpaces: 2, suffix: " ›") {
            pieces[$0]
          })
      #expect(stored.map(\.text) == pieces.map(\.text))
    }
    var row = [StoredPiece(gap: 0, text: "Ruta"), StoredPiece(gap: 2, text: "Águila")]
    #expect(
      row.withUnsafeMutableBufferPointer { LineBuilder.join($0, trailingSpaces: 1, suffix: " ›") }
        == "Ruta  Águila  ›")
  }

  @Test func theSuffixFollowsTheTrailingSpaces() {
    let line = LineBuilder.join(count: 1, trailingSpaces: 2, suffix: " ›") { _ in (1, "Roble") }
    #expect(line == " Roble   ›")
  }

  @Test func aPieceThatGrowsAfterTheLineIsSizedStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var calls = 0
      _ = LineBuilder.join(count: 1, trailingSpaces: 0) { _ in
        calls += 1
        return (0, calls == 1 ? "a" : String(repeating: "b", count: 4_096))
      }
    }
  }

  @Test func aGapThatGrowsAfterTheLineIsSizedStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var calls = 0
      _ = LineBuilder.join(count: 1, trailingSpaces: 0) { _ in
        calls += 1
        return (calls == 1 ? 0 : 4_096, "a")
      }
    }
  }

  @Test func nothingToJoinIsEmptyOrOnlyItsSpaces() {
    #expect(join([], trailing: 0) == "")
    #expect(join([], trailing: 2) == "  ")
    #expect(join([(0, ""), (3, "")], trailing: 0) == "   ")
  }
}
