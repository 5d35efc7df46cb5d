extension StringProtocol {
  /// The text with every character that could drive a terminal shown as `\u{…}`.
  ///
  /// Escaped: C0 controls (U+0000–U+001F), DEL and C1 controls (U+007F–U+009F), and the
  /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
  /// can recolour a terminal or reorder a line. ESC becomes `\u{1B}`, a tab `\u{9}`.
  ///
  /// - Parameter keepingNewlines: Leave line feeds as they are (text that wraps).
  /// - Returns: The text, unchanged (and not copied twice) when it has nothing to escape.
  /// - Complexity: O(*n*); one pass over the UTF-8 bytes when nothing needs escaping.
  package func escapingControlCharacters(keepingNewlines: Bool = false) -> String {
    guard needsEscaping(keepingNewlines: keepingNewlines) else { return String(self) }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.isTerminalControl, !(keepingNewlines && scalar == "\n") {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private func needsEscaping(keepingNewlines: Bool) -> Bool {
    let check = { (bytes: UnsafeBufferPointer<UInt8>) in
      Self.needsEscaping(bytes, keepingNewlines: keepingNewlines)
    }
    return utf8.withContiguousStorageIfAvailable(check)
      ?? Array(utf8).withUnsafeBufferPointer(check)
  }

  /// Whether the UTF-8 `bytes` hold a character ``escapingControlCharacters(keepingNewlines:)``
  /// escapes.
  ///
  /// Printable ASCII, most of any text, costs one comparison a byte; only other bytes look
  /// back at the bytes before them to tell which scalar they end.
  private static func needsEscaping(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool
  ) -> Bool {
    for index in bytes.indices {
      let byte = bytes[index]
      if byte &- 0x20 < 0x5f { continue }
      switch byte {
      case 0x0a where keepingNewlines: continue
      case 0..<0x20, 0x7f: return true
      case 0x80...0x9f where index >= 1 && bytes[index - 1] == 0xc2: return true
      case 0xaa...0xae where index >= 2 && bytes[index - 1] == 0x80 && bytes[index - 2] == 0xe2:
        return true
      case 0xa6...0xa9 where index >= 2 && bytes[index - 1] == 0x81 && bytes[index - 2] == 0xe2:
        return true
      default: continue
      }
    }
    return false
  }
}

extension Unicode.Scalar {
  /// Whether a terminal would act on the scalar instead of showing it.
  fileprivate var isTerminalControl: Bool {
    switch value {
    case 0..<0x20, 0x7f...0x9f, 0x202a...0x202e, 0x2066...0x2069: return true
    default: return false
    }
  }
}
