/// A freestanding macro's use as written, `#Name(label: value, …) { … }`: its arguments
/// and its trailing closure, as ranges of the source.
struct MacroCall {
  /// One argument: where it starts, its label, if any, and its value.
  struct Argument {
    let start: Int
    let label: String?
    let value: Range<Int>
  }

  /// Where the `#` is, after any attributes written before it.
  let hash: Int
  /// The macro's name, without `#`.
  let name: String
  /// The arguments in parentheses, in order.
  let arguments: [Argument]
  /// The trailing closure, braces included.
  let trailingClosure: Range<Int>?

  /// Reads the use of a macro in `scanner`'s source.
  ///
  /// - Throws: ``MacroDiagnostic`` when the source is not `#Name`, optionally followed by
  ///   arguments in parentheses and one trailing closure.
  init(_ scanner: SwiftScanner) throws(MacroDiagnostic) {
    let end = scanner.bytes.count
    do {
      var index = try Self.skipAttributes(from: 0, to: end, scanner)
      guard scanner.byte(at: index) == ASCII.hash, let name = scanner.identifier(at: index + 1)
      else { throw MacroDiagnostic(message: "expected a macro such as #Preview", offset: index) }
      hash = index
      self.name = scanner.text(name)
      index = try scanner.skipTrivia(from: name.upperBound, to: end)
      var arguments: [Argument] = []
      if scanner.byte(at: index) == ASCII.openParen {
        let close = try scanner.end(ofBracketAt: index)
        arguments = try Self.arguments(in: (index + 1)..<(close - 1), scanner)
        index = try scanner.skipTrivia(from: close, to: end)
      }
      self.arguments = arguments
      if scanner.byte(at: index) == ASCII.openBrace {
        let close = try scanner.end(ofBracketAt: index)
        trailingClosure = index..<close
        index = try scanner.skipTrivia(from: close, to: end)
      } else {
        trailingClosure = nil
      }
      guard index == end else {
        throw MacroDiagnostic(
          message: "#\(self.name) takes one trailing closure; nothing may follow it",
          offset: index)
      }
    } catch let error as ScanError {
      throw MacroDiagnostic(error)
    } catch let error as MacroDiagnostic {
      throw error
    } catch {
      throw MacroDiagnostic(message: "\(error)", offset: 0)
    }
  }

  /// The offset of the first token after the attributes written before a macro's use
  /// (`@available(iOS 26, *)`, `@MainActor`), which the compiler hands over with it.
  private static func skipAttributes(
    from start: Int, to end: Int, _ scanner: SwiftScanner
  ) throws(ScanError) -> Int {
    var index = try scanner.skipTrivia(from: start, to: end)
    while scanner.byte(at: index) == ASCII.at, let name = scanner.identifier(at: index + 1) {
      index = try scanner.skipTrivia(from: name.upperBound, to: end)
      if scanner.byte(at: index) == ASCII.openParen {
        index = try scanner.skipTrivia(from: try scanner.end(ofBracketAt: index), to: end)
      }
    }
    return index
  }

  /// The arguments between the parentheses of a call.
  private static func arguments(
    in range: Range<Int>, _ scanner: SwiftScanner
  ) throws(ScanError) -> [Argument] {
    let pieces = try scanner.split(range, at: ASCII.comma)
    if pieces.count == 1, try scanner.trimmed(pieces[0]).isEmpty { return [] }
    var arguments: [Argument] = []
    for piece in pieces {
      let value = try scanner.trimmed(piece)
      if let label = scanner.identifier(at: value.lowerBound) {
        let colon = try scanner.skipTrivia(from: label.upperBound, to: value.upperBound)
        if scanner.byte(at: colon) == ASCII.colon, scanner.byte(at: colon + 1) != ASCII.colon,
          colon < value.upperBound
        {
          let start = try scanner.skipTrivia(from: colon + 1, to: value.upperBound)
          arguments.append(
            Argument(
              start: value.lowerBound, label: scanner.text(label), value: start..<value.upperBound))
          continue
        }
      }
      arguments.append(Argument(start: value.lowerBound, label: nil, value: value))
    }
    return arguments
  }
}
