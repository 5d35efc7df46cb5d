/// Finds the structure of a piece of Swift source that a macro needs, byte by byte: string
/// literals (with interpolation, raw `#"…"#` and multi-line `"""` forms), comments (nested
/// block comments too), and matching brackets.
///
/// Offsets are UTF-8 byte offsets into the source, which is what compiler diagnostics use.
/// Every method stops at the end of the source: a literal, comment or bracket left open is
/// an error, never a read past the end.
struct SwiftScanner {
  /// The source, as UTF-8.
  let bytes: [UInt8]

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// The source between two offsets.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The byte at `offset`, or 0 past the end.
  func byte(at offset: Int) -> UInt8 {
    offset >= 0 && offset < bytes.count ? bytes[offset] : 0
  }

  /// The offset just past the string literal or comment that starts at `offset`, or `nil`
  /// when none starts there.
  ///
  /// - Throws: ``ScanError`` when it is never closed.
  func end(ofLiteralOrCommentAt offset: Int) throws(ScanError) -> Int? {
    switch (byte(at: offset), byte(at: offset + 1)) {
    case (ASCII.slash, ASCII.slash):
      var index = offset + 2
      while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
      return index
    case (ASCII.slash, ASCII.star):
      return try end(ofBlockCommentAt: offset)
    case (ASCII.quote, _):
      return try end(ofStringAt: offset, hashes: 0)
    case (ASCII.hash, _):
      var hashes = 0
      while byte(at: offset + hashes) == ASCII.hash { hashes += 1 }
      guard byte(at: offset + hashes) == ASCII.quote else { return nil }
      return try end(ofStringAt: offset, hashes: hashes)
    default:
      return nil
    }
  }

  /// The offset just past the bracket that closes the one at `open` (`(`, `[` or `{`).
  ///
  /// - Throws: ``ScanError`` when it is never closed, or closed by the wrong bracket.
  func end(ofBracketAt open: Int) throws(ScanError) -> Int {
    var expected: [UInt8] = []
    var index = open
    while index < bytes.count {
      if let end = try end(ofLiteralOrCommentAt: index) {
        index = end
        continue
      }
      let character = bytes[index]
      if let closer = ASCII.closer(of: character) {
        expected.append(closer)
      } else if ASCII.isCloser(character) {
        guard expected.last == character else { throw .mismatchedBracket(at: index) }
        expected.removeLast()
        if expected.isEmpty { return index + 1 }
      }
      index += 1
    }
    throw .unclosedBracket(at: open)
  }

  /// The ranges between the top-level `separator`s of `range` (commas of an argument
  /// list); brackets, literals and comments inside are skipped.
  ///
  /// - Throws: ``ScanError`` for a literal, comment or bracket left open.
  func split(_ range: Range<Int>, at separator: UInt8) throws(ScanError) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if let end = try end(ofLiteralOrCommentAt: index) {
        index = end
      } else if ASCII.closer(of: bytes[index]) != nil {
        index = try end(ofBracketAt: index)
      } else if bytes[index] == separator {
        pieces.append(start..<index)
        start = index + 1
        index += 1
      } else {
        index += 1
      }
    }
    pieces.append(start..<min(max(start, index), range.upperBound))
    return pieces
  }

  /// The offset of the first byte at or after `offset` that is neither white space nor a
  /// comment, before `limit`.
  ///
  /// - Throws: ``ScanError`` for a block comment left open.
  func skipTrivia(from offset: Int, to limit: Int) throws(ScanError) -> Int {
    var index = offset
    while index < limit {
      if ASCII.isSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == ASCII.slash,
        byte(at: index + 1) == ASCII.slash || byte(at: index + 1) == ASCII.star,
        let end = try end(ofLiteralOrCommentAt: index)
      {
        index = end
      } else {
        break
      }
    }
    return min(index, limit)
  }

  /// `range` without the white space and comments around it.
  ///
  /// - Throws: ``ScanError`` for a block comment left open.
  func trimmed(_ range: Range<Int>) throws(ScanError) -> Range<Int> {
    let start = try skipTrivia(from: range.lowerBound, to: range.upperBound)
    var end = range.upperBound
    while end > start, ASCII.isSpace(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  /// The identifier that starts at `offset`, if one does.
  func identifier(at offset: Int) -> Range<Int>? {
    guard ASCII.isIdentifierHead(byte(at: offset)) else { return nil }
    var end = offset + 1
    while end < bytes.count, ASCII.isIdentifierBody(bytes[end]) { end += 1 }
    return offset..<end
  }

  private func end(ofBlockCommentAt offset: Int) throws(ScanError) -> Int {
    var depth = 0
    var index = offset
    while index + 1 < bytes.count {
      if bytes[index] == ASCII.slash, bytes[index + 1] == ASCII.star {
        depth += 1
        index += 2
      } else if bytes[index] == ASCII.star, bytes[index + 1] == ASCII.slash {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw .unclosedComment(at: offset)
  }

  /// The end of a string literal opened by `hashes` `#`s and one or three quotes at
  /// `offset`.
  private func end(ofStringAt offset: Int, hashes: Int) throws(ScanError) -> Int {
    let quote = offset + hashes
    let isMultiline = byte(at: quote + 1) == ASCII.quote && byte(at: quote + 2) == ASCII.quote
    let quotes = isMultiline ? 3 : 1
    var index = quote + quotes
    while index < bytes.count {
      let character = bytes[index]
      if character == ASCII.backslash, hasHashes(hashes, at: index + 1) {
        index += 1 + hashes
        if byte(at: index) == ASCII.openParen {
          index = try end(ofBracketAt: index)
        } else {
          index += 1
        }
      } else if character == ASCII.quote, hasQuotes(quotes, at: index),
        hasHashes(hashes, at: index + quotes)
      {
        return index + quotes + hashes
      } else if character == ASCII.newline, !isMultiline {
        throw .unclosedString(at: offset)
      } else {
        index += 1
      }
    }
    throw .unclosedString(at: offset)
  }

  private func hasHashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == ASCII.hash }
  }

  private func hasQuotes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == ASCII.quote }
  }
}
