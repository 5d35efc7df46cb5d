import Foundation
import Testing

/// The plugin's own JSON reader and writer agree with Foundation's and refuse what is not
/// JSON with a message and an offset, never a crash.
@Suite struct JSONParserTests {
  private func parse(_ text: String) throws(JSONParser.Failure) -> JSONValue {
    try JSONParser.value(of: Array(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(#" { "a" : [1, -2.5e3, true, false, null], "b": {"c": "d"} } "#)
    #expect(
      value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
    #expect(value["b"]?["c"]?.string == "d")
    #expect(value["a"]?.array?.first?.int == 1)
    #expect(value["a"]?.array?[1].int == nil)
    #expect(value["missing"] == nil)
  }

  @Test func readsEscapesSurrogatePairsAndNonASCIIText() throws {
    let value = try parse(#""a\"b\\c\/d\n\t\r\b\f\u00e9\ud83d\ude42 ñ🙂""#)
    #expect(value.string == "a\"b\\c/d\n\t\r\u{8}\u{C}é🙂 ñ🙂")
  }

  @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
    #expect(try parse(#""\ud83d x""#).string == "\u{FFFD} x")
    #expect(try parse(#""\ude42""#).string == "\u{FFFD}")
    #expect(try parse(#""\ud83d\u0041""#).string == "\u{FFFD}A")
  }

  @Test func aRepeatedKeyKeepsItsFirstValue() throws {
    #expect(try parse(#"{"a": 1, "a": 2}"#)["a"]?.int == 1)
  }

  @Test(arguments: [
    ("", 0), ("{", 1), ("[1,]", 3), ("[1 2]", 3), (#"{"a" 1}"#, 5), (#"{1: 2}"#, 1),
    (#""abc"#, 4), ("\"a\u{1}\"", 2), (#""\x""#, 2), (#""\u12g4""#, 5), ("tru", 0), ("-", 1),
    ("1.", 2), ("1e", 2), ("[] []", 3), ("nul", 0),
  ])
  func malformedTextFailsWithAnOffset(text: String, offset: Int) {
    #expect(throws: JSONParser.Failure.self) { try parse(text) }
    #expect((try? parse(text)) == nil)
    do {
      _ = try parse(text)
    } catch {
      #expect(error.offset == offset, "\(text.debugDescription): \(error.message)")
    }
  }

  @Test func nestingDeeperThanTheLimitFailsInsteadOfExhaustingTheStack() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParser.Failure.self) { try parse(deep) }
    let limit = JSONParser.maximumDepth
    let allowed = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try parse(allowed) }
  }

  @Test func writesWhatFoundationReadsBack() throws {
    let text = "quote \" backslash \\ newline \n tab \t bell \u{7} del \u{7F} é 🙂"
    let value = JSONValue.object([
      ("text", .string(text)), ("list", .array([.number("7"), .null, .bool(true)])),
    ])
    let data = Data(value.serialized.utf8)
    let read = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(read["text"] as? String == text)
    #expect((read["list"] as? [Any])?.count == 3)
    #expect(try parse(value.serialized) == value)
  }

  @Test func everyPrefixOfAMessageFailsOrReadsAndNeverCrashes() {
    let message = Array(
      #"{"getCapability":{"capability":{"protocolVersion":7}},"x":["\u00e9\ud83d\ude42",-1.5e-3,null]}"#
        .utf8)
    for end in 0..<message.count {
      #expect((try? JSONParser.value(of: Array(message[..<end]))) == nil)
    }
    #expect((try? JSONParser.value(of: message)) != nil)
  }
}
