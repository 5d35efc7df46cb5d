import Foundation
import Testing

@testable import RouteListFeature

@Suite struct CanonicalRouteFileTests {
  private let routes = [
    HikingRoute(name: "Laguna \"Serena\" \\ / \u{1}\u{1F}\t\n\r", distance: 8.1),
    HikingRoute(name: "Águila 🦅 \u{2028}", distance: 1e-1),
    HikingRoute(name: "Pico", distance: 1000),
  ]

  private func data(_ text: String) -> Data { Data(text.utf8) }

  @Test func readsWhatTheEncoderWrites() {
    #expect(CanonicalRouteFile.routes(in: RouteFile.encode(routes)) == routes)
    #expect(CanonicalRouteFile.routes(in: RouteFile.encode([])) == [])
  }

  @Test func readsTheEscapedSlashesJSONEncoderWrites() throws {
    let text = try #require(String(data: RouteFile.encode([routes[2]]), encoding: .utf8))
      .replacingOccurrences(of: "\"Pico\"", with: "\"Pico\\/Aneto\"")
    #expect(CanonicalRouteFile.routes(in: data(text))?.map(\.name) == ["Pico/Aneto"])
  }

  @Test(arguments: [
    "{\"routes\":[],\"version\":1}",
    "{\n  \"routes\" : [\n],\n  \"version\" : 2\n}",
    "{\n  \"routes\" : [\n],\n  \"version\" : 01\n}",
    "{\n  \"routes\" : [\n],\n  \"version\" : 1\n}\n",
    "{\n  \"version\" : 1,\n  \"routes\" : [\n]\n}",
  ])
  func anyOtherLayoutIsLeftToTheDecoder(text: String) {
    #expect(CanonicalRouteFile.routes(in: data(text)) == nil)
  }

  @Test(arguments: [
    "0x1p3", "inf", "01", "1.", ".5", "1e", "+1", "1e999", "0e1", "1e2", "1.5E2", "-1.0", "7",
  ])
  func numbersThatAreNotJSONAreLeftToTheDecoder(number: String) throws {
    let text = try #require(String(data: RouteFile.encode([routes[2]]), encoding: .utf8))
      .replacingOccurrences(of: "1000.0", with: number)
    #expect(CanonicalRouteFile.routes(in: data(text)) == nil)
  }

  @Test(arguments: ["\\u0041", "\\b", "\\x", "\u{7}", "\\u00"])
  func escapesAndControlsTheEncodersDoNotWriteAreLeftToTheDecoder(piece: String) throws {
    let text = try #require(String(data: RouteFile.encode([routes[2]]), encoding: .utf8))
      .replacingOccurrences(of: "\"Pico\"", with: "\"Pi\(piece)co\"")
    #expect(CanonicalRouteFile.routes(in: data(text)) == nil)
  }

  @Test func invalidUTF8IsLeftToTheDecoderAndStillRefused() throws {
    var bytes = [UInt8](RouteFile.encode([routes[2]]))
    let letter = try #require(bytes.firstIndex(of: UInt8(ascii: "P")))
    bytes[letter] = 0xff
    #expect(CanonicalRouteFile.routes(in: Data(bytes)) == nil)
    #expect(throws: RouteFileProblem.self) { try RouteFile.decode(Data(bytes)) }
  }

  @Test func aFileInTheCanonicalLayoutIsStillChecked() {
    let twice = RouteFile.encode([routes[2], routes[2]])
    #expect(CanonicalRouteFile.routes(in: twice) != nil)
    let shared = #expect(throws: RouteFileProblem.self) { try RouteFile.decode(twice) }
    #expect(shared?.description.contains("routes share the id") == true)
    let flat = RouteFile.encode([HikingRoute(name: "Llano", distance: 0)])
    let invalid = #expect(throws: RouteFileProblem.self) { try RouteFile.decode(flat) }
    #expect(invalid?.description.contains("route 1 (\"Llano\") is invalid") == true)
  }

  @Test func aTruncatedFileIsLeftToTheDecoder() {
    let bytes = RouteFile.encode(routes)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      #expect(CanonicalRouteFile.routes(in: bytes.prefix(length)) == nil)
    }
  }
}
