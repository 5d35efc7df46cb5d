/// The statements of a `#Preview` body split in two: the `@Previewable` declarations at
/// its root, which become properties of a generated view, and everything else, which
/// becomes that view's body.
struct PreviewBody {
  /// Each `@Previewable` declaration without its `@Previewable`, as written.
  let properties: [String]
  /// The body between its braces, the `@Previewable` declarations blanked out.
  let statements: String

  /// Splits the closure at `closure` (braces included).
  ///
  /// A root statement ends at `;` or at a line break, unless the next line goes on with
  /// it (it starts with `.`, an operator, `else`, `catch`…) or the line ends with one.
  ///
  /// - Throws: ``ScanError`` for a literal, comment or bracket left open, or a
  ///   `@Previewable` that is not at the root (the compiler would ignore it).
  init(closure: Range<Int>, in scanner: SwiftScanner) throws(ScanError) {
    let inner = (closure.lowerBound + 1)..<(closure.upperBound - 1)
    var body = Array(scanner.bytes[inner])
    var properties: [String] = []
    var roots: Set<Int> = []
    for statement in try Self.statements(in: inner, scanner) {
      let trimmed = try scanner.trimmed(statement)
      guard let attribute = Self.previewableAttribute(at: trimmed.lowerBound, scanner) else {
        continue
      }
      roots.insert(attribute.lowerBound)
      let declaration = try scanner.trimmed(attribute.upperBound..<trimmed.upperBound)
      properties.append(scanner.text(declaration))
      for offset in trimmed where body[offset - inner.lowerBound] != ASCII.newline {
        body[offset - inner.lowerBound] = UInt8(ascii: " ")
      }
    }
    if let nested = try Self.firstPreviewable(in: inner, scanner, except: roots) {
      throw .misplacedPreviewable(at: nested)
    }
    self.properties = properties
    statements = String(decoding: body, as: UTF8.self)
  }

  /// The offset of the first `@Previewable` in `range`, outside literals and comments,
  /// that is not at one of `roots`.
  private static func firstPreviewable(
    in range: Range<Int>, _ scanner: SwiftScanner, except roots: Set<Int>
  ) throws(ScanError) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if let end = try scanner.end(ofLiteralOrCommentAt: index) {
        index = end
      } else if !roots.contains(index), previewableAttribute(at: index, scanner) != nil {
        return index
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The `@Previewable` attribute at `offset`, if there is one.
  static func previewableAttribute(at offset: Int, _ scanner: SwiftScanner) -> Range<Int>? {
    guard scanner.byte(at: offset) == ASCII.at, let name = scanner.identifier(at: offset + 1),
      scanner.text(name) == "Previewable"
    else { return nil }
    return offset..<name.upperBound
  }

  /// The root statements of `range`.
  private static func statements(
    in range: Range<Int>, _ scanner: SwiftScanner
  ) throws(ScanError) -> [Range<Int>] {
    var statements: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = scanner.bytes[index]
      if let end = try scanner.end(ofLiteralOrCommentAt: index) {
        index = end
      } else if ASCII.closer(of: byte) != nil {
        index = try scanner.end(ofBracketAt: index)
      } else if try endsStatement(
        byte, current: start..<index, to: range.upperBound, scanner)
      {
        statements.append(start..<index)
        index += 1
        start = index
      } else {
        index += 1
      }
    }
    statements.append(start..<range.upperBound)
    return statements
  }

  /// Whether `byte`, just after `current`, ends the statement: a `;`, or a line break the
  /// statement does not go on after.
  private static func endsStatement(
    _ byte: UInt8, current: Range<Int>, to limit: Int, _ scanner: SwiftScanner
  ) throws(ScanError) -> Bool {
    if byte == ASCII.semicolon { return true }
    guard byte == ASCII.newline else { return false }
    return !(try continues(current, nextFrom: current.upperBound + 1, to: limit, scanner))
  }

  /// Whether the statement in `current` goes on after a line break: it ends with an
  /// operator or a comma, or the next code starts with a dot, an operator or a keyword
  /// that continues a statement.
  private static func continues(
    _ current: Range<Int>, nextFrom offset: Int, to limit: Int, _ scanner: SwiftScanner
  ) throws(ScanError) -> Bool {
    let text = try scanner.trimmed(current)
    if text.isEmpty { return false }
    if scanner.byte(at: text.lowerBound) == ASCII.hash { return false }
    if continuingAtEnd.contains(scanner.bytes[text.upperBound - 1]) { return true }
    let next = try scanner.skipTrivia(from: offset, to: limit)
    guard next < limit else { return false }
    if continuingAtStart.contains(scanner.bytes[next]) { return true }
    if let word = scanner.identifier(at: next) {
      return ["else", "catch", "where"].contains(scanner.text(word))
    }
    return false
  }

  /// Bytes that, ending a line, join it to the next (not `?`, `>`: `Int?` and
  /// `Array<Int>` end declarations).
  private static let continuingAtEnd: Set<UInt8> = Set(".,=+-*/%&|^:".utf8)
  /// Bytes that, starting a line, join it to the one before.
  private static let continuingAtStart: Set<UInt8> = Set(".,=+-*/%&|^<>?:".utf8)
}
