/// The bytes of Swift's punctuation the scanner looks for, and the classes of bytes it
/// tells apart.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")
  static let openParen = UInt8(ascii: "(")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  /// The bracket that closes `opener`, if it opens one.
  static func closer(of opener: UInt8) -> UInt8? {
    switch opener {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    default: nil
    }
  }

  /// Whether `byte` closes a bracket.
  static func isCloser(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
  }

  /// Whether `byte` is white space, line breaks included.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == newline
      || byte == UInt8(ascii: "\r")
  }

  /// Whether an identifier may start with `byte` (any byte of a non-ASCII character may).
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  /// Whether an identifier may go on with `byte`.
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
