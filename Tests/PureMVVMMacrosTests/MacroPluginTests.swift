import Foundation
import Testing

/// The plugin answers every framed request with one framed reply, whatever it is sent.
@Suite struct MacroPluginTests {
  /// The replies to `requests`, sent framed, as JSON objects.
  private func replies(to requests: [[UInt8]], chunk: Int = 5) throws -> [[String: Any]] {
    var input = requests.flatMap(MacroPlugin.frame)
    var output: [UInt8] = []
    MacroPlugin.serve(
      read: { count in
        guard !input.isEmpty else { return nil }
        let taken = Array(input.prefix(min(count, chunk)))
        input.removeFirst(taken.count)
        return taken
      },
      write: { output += $0 })
    var replies: [[String: Any]] = []
    while output.count >= 8 {
      let length = Int(output.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
      let body = Data(output[8..<(8 + length)])
      replies.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
      output.removeFirst(8 + length)
    }
    return replies
  }

  private func json(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func freestanding(_ source: String, type: String = "PreviewMacro") -> [UInt8] {
    let escaped = PreviewMacro.literal(source)
    return json(
      #"{"expandFreestandingMacro":{"macro":{"moduleName":"PureMVVMMacros","name":"Preview","typeName":"\#(type)"},"macroRole":"declaration","discriminator":"$sX_","syntax":{"kind":"declaration","source":\#(escaped),"location":{"fileID":"App/A.swift","fileName":"/src/A.swift","offset":100,"line":3,"column":1}}}}"#
    )
  }

  private func result(_ reply: [String: Any]) -> (source: String?, diagnostics: [[String: Any]]) {
    let result = reply["expandMacroResult"] as? [String: Any] ?? [:]
    return (result["expandedSource"] as? String, result["diagnostics"] as? [[String: Any]] ?? [])
  }

  @Test func capabilityIsProtocolSeven() throws {
    let reply = try replies(to: [json(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)])
    let capability = (reply.first?["getCapabilityResult"] as? [String: Any])?["capability"]
    #expect((capability as? [String: Any])?["protocolVersion"] as? Int == 7)
  }

  @Test func requestsSplitAcrossReadsAreAnsweredInOrder() throws {
    let all = try replies(
      to: [freestanding("#Preview { A() }"), freestanding("#Preview(\"B\") { B() }")], chunk: 3)
    #expect(all.count == 2)
    #expect(result(all[0]).source?.contains("body: { A() })") == true)
    #expect(result(all[1]).source?.contains("\"B\", traits: []") == true)
  }

  @Test func aDiagnosticPointsIntoTheFileAtTheProblem() throws {
    let reply = try replies(to: [freestanding("#Preview(\"Name\")")])
    let (source, diagnostics) = result(try #require(reply.first))
    #expect(source == nil)
    let position = diagnostics.first?["position"] as? [String: Any]
    #expect(position?["fileName"] as? String == "/src/A.swift")
    #expect(position?["offset"] as? Int == 100)
    #expect(diagnostics.first?["severity"] as? String == "error")
  }

  @Test func aMisplacedPreviewableIsAnErrorAtItsAttributeNotTheLineBefore() throws {
    let request = json(
      #"{"expandAttachedMacro":{"macro":{"moduleName":"PureMVVMMacros","name":"Previewable","typeName":"PreviewableMacro"},"macroRole":"peer","discriminator":"$sY_","attributeSyntax":{"kind":"attribute","source":"\n  @Previewable","location":{"fileID":"App/A.swift","fileName":"/src/A.swift","offset":40,"line":3,"column":22}},"declSyntax":{"kind":"declaration","source":"@Previewable @State var x = 1","location":{"fileID":"App/A.swift","fileName":"/src/A.swift","offset":40,"line":3,"column":22}},"lexicalContext":[{"kind":"declaration","source":"struct Screen {}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}}]}}"#
    )
    let (source, diagnostics) = result(try #require(try replies(to: [request]).first))
    #expect(source == nil)
    #expect(diagnostics.first?["message"] as? String == PreviewableMacro.misplaced)
    #expect((diagnostics.first?["position"] as? [String: Any])?["offset"] as? Int == 43)
  }

  @Test func malformedAndUnknownRequestsGetADiagnosticNotACrash() throws {
    let all = try replies(to: [
      json("not json"), json("{}"), json(#"{"expandFreestandingMacro":{}}"#),
      freestanding("#Thing { }", type: "ThingMacro"),
    ])
    #expect(all.count == 4)
    for reply in all {
      #expect(result(reply).source == nil)
      #expect(result(reply).diagnostics.count == 1)
    }
  }

  @Test func theLoopEndsCleanlyOnATruncatedFrame() throws {
    var output: [UInt8] = []
    var input: [UInt8] = [200, 0, 0, 0, 0, 0, 0, 0] + json("{")
    MacroPlugin.serve(
      read: { count in
        guard !input.isEmpty else { return nil }
        let taken = Array(input.prefix(count))
        input.removeFirst(taken.count)
        return taken
      },
      write: { output += $0 })
    #expect(output.isEmpty)
  }

  @Test func anAbsurdLengthEndsTheLoopWithoutReadingIt() {
    var reads = 0
    MacroPlugin.serve(
      read: { _ in
        reads += 1
        return reads == 1 ? [UInt8](repeating: 0xFF, count: 8) : nil
      },
      write: { _ in Issue.record("no reply expected") })
    #expect(reads == 1)
  }
}
