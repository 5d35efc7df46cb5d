import Testing

/// Random and truncated macro sources never crash or hang the expansions: each gives an
/// expansion or a diagnostic inside the source.
@Suite struct MacroFuzzTests {
  /// A small deterministic generator (SplitMix64), so a failure can be replayed.
  private struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// Pieces that matter to the scanner, and a valid preview to cut.
  private static let pieces = [
    "#Preview", "(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "//",
    "/*", "*/", "\n", ",", ":", ";", "@Previewable", " @State var x = 1", "traits:", ".a",
    "body:", "#if DEBUG", "#endif", "ñ", "🙂", "\\", "=", "?", "else", " ", "Text(\"a\")",
  ]
  /// Bytes a one-byte change puts in.
  private static let significant = Array("(){}[]\"#\\/*\n,;@ a".utf8)
  private static let valid = """
    #Preview("Ruta \\(1)", traits: .a, .modifier(M(#"x"#))) {
      @Previewable @State var on = false // ( {
      /* } ) */ let text = \"\"\"
        a " ) }
        \"\"\"
      Toggle(text, isOn: $on)
    }
    """

  private func check(_ text: String) {
    let source = MacroSource(
      text: text, fileID: "F/F.swift", line: 1, discriminator: "$sF_")
    do {
      _ = try PreviewMacro.expansion(of: source)
    } catch {
      #expect(
        (0...text.utf8.count).contains(error.offset), "offset outside: \(text.debugDescription)")
    }
    _ = try? EntryMacro.variable(in: text, contexts: ["extension EnvironmentValues {}"])
  }

  @Test func randomSourcesGiveAnExpansionOrADiagnostic() {
    var random = Random(state: 42)
    for _ in 0..<70_000 {
      let count = random.below(24)
      check((0..<count).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined())
    }
  }

  @Test func everyTruncationAndOneByteChangeOfAValidPreviewIsHandled() {
    let bytes = Array(Self.valid.utf8)
    var random = Random(state: 7)
    var cases = 0
    for end in 0...bytes.count {
      check(String(decoding: bytes[..<end], as: UTF8.self))
      cases += 1
    }
    while cases < 30_000 {
      var changed = bytes
      changed[random.below(changed.count)] = Self.significant[random.below(Self.significant.count)]
      check(String(decoding: changed, as: UTF8.self))
      cases += 1
    }
    #expect(cases == 30_000)
  }
}
