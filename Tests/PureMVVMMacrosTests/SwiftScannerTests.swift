import Testing

/// The scanner finds the ends of literals, comments and brackets in every form Swift has.
@Suite struct SwiftScannerTests {
  private func closeOfFirstBracket(_ source: String) throws -> String {
    let scanner = SwiftScanner(source)
    let open = try #require(
      source.utf8.firstIndex { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "{") })
    let start = source.utf8.distance(from: source.utf8.startIndex, to: open)
    return scanner.text(start..<(try scanner.end(ofBracketAt: start)))
  }

  @Test func bracketsInsideStringsAndCommentsDoNotCount() throws {
    #expect(try closeOfFirstBracket(#"f(")", /* ) */ x) + 1"#) == #"(")", /* ) */ x)"#)
    #expect(try closeOfFirstBracket("f(a // )\n, b) tail") == "(a // )\n, b)")
  }

  @Test func interpolationNestsStringsAndBrackets() throws {
    #expect(try closeOfFirstBracket(#"f("a \(g(")")) b") + 1"#) == #"("a \(g(")")) b")"#)
  }

  @Test func rawStringsEndOnlyAtTheirHashes() throws {
    #expect(
      try closeOfFirstBracket(##"f(#"a "quoted" ) \(x) "#) z"##) == ##"(#"a "quoted" ) \(x) "#)"##)
    #expect(try closeOfFirstBracket(##"f(#"\#(g(")"))"#)"##) == ##"(#"\#(g(")"))"#)"##)
  }

  @Test func multilineStringsKeepQuotesAndBracketsInside() throws {
    let source = "f(\"\"\"\n  a \" b \"\" ) }\n  \"\"\", 2) tail"
    #expect(try closeOfFirstBracket(source) == "(\"\"\"\n  a \" b \"\" ) }\n  \"\"\", 2)")
  }

  @Test func blockCommentsNest() throws {
    #expect(try closeOfFirstBracket("{ /* a /* ) */ } */ }") == "{ /* a /* ) */ } */ }")
  }

  @Test func whatIsLeftOpenIsAnErrorAtItsStart() {
    #expect(throws: ScanError.unclosedString(at: 2)) {
      try SwiftScanner(#"f("abc)"#).end(ofBracketAt: 1)
    }
    #expect(throws: ScanError.unclosedComment(at: 2)) {
      try SwiftScanner("f(/* x )").end(ofBracketAt: 1)
    }
    #expect(throws: ScanError.unclosedBracket(at: 1)) {
      try SwiftScanner("f(a, [b]").end(ofBracketAt: 1)
    }
    #expect(throws: ScanError.mismatchedBracket(at: 3)) {
      try SwiftScanner("f(a]").end(ofBracketAt: 1)
    }
  }

  @Test func aSingleLineStringCannotCrossALineBreak() {
    #expect(throws: ScanError.unclosedString(at: 2)) {
      try SwiftScanner("f(\"a\n\")").end(ofBracketAt: 1)
    }
  }

  @Test func argumentsSplitAtTopLevelCommasOnly() throws {
    let source = #"a, f(b, c), "d, e", [g, h], { i, j }"#
    let scanner = SwiftScanner(source)
    let pieces = try scanner.split(0..<scanner.bytes.count, at: UInt8(ascii: ","))
    #expect(
      try pieces.map { scanner.text(try scanner.trimmed($0)) } == [
        "a", "f(b, c)", #""d, e""#, "[g, h]", "{ i, j }",
      ])
  }

  @Test func offsetsCountUTF8Bytes() throws {
    let scanner = SwiftScanner("(\"ñandú\") x")
    #expect(try scanner.end(ofBracketAt: 0) == 11)
  }
}
