/// Reads one JSON value from UTF-8 bytes (RFC 8259), with a limit on nesting so no input
/// can exhaust the stack.
struct JSONParser {
  /// Why the bytes are not JSON, and where.
  struct Failure: Error, Equatable {
    let message: String
    let offset: Int
  }

  /// How deeply arrays and objects may nest.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0

  /// The value `bytes` hold; nothing but white space may follow it.
  static func value(of bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else { throw parser.failure("text after the value") }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else { throw failure("nesting deeper than 256") }
    skipSpace()
    guard index < bytes.count else { throw failure("a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case ASCII.quote: return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    if try closes(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      skipSpace()
      guard index < bytes.count, bytes[index] == ASCII.quote else {
        throw failure("a member name was expected")
      }
      let key = try string()
      skipSpace()
      try expect(ASCII.colon)
      let value = try value(depth: depth + 1)
      if !members.contains(where: { $0.key == key }) { members.append((key, value)) }
    } while try separated(closing: UInt8(ascii: "}"))
    return .object(members)
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    if try closes(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      elements.append(try value(depth: depth + 1))
    } while try separated(closing: UInt8(ascii: "]"))
    return .array(elements)
  }

  /// Consumes `closer` if it comes next (an empty array or object).
  private mutating func closes(_ closer: UInt8) throws(Failure) -> Bool {
    skipSpace()
    guard index < bytes.count, bytes[index] == closer else { return false }
    index += 1
    return true
  }

  /// Consumes a comma (`true`: another element follows) or `closer` (`false`).
  private mutating func separated(closing closer: UInt8) throws(Failure) -> Bool {
    skipSpace()
    guard index < bytes.count else { throw failure("the text ends inside a container") }
    let byte = bytes[index]
    index += 1
    if byte == ASCII.comma { return true }
    if byte == closer { return false }
    index -= 1
    throw failure("a comma or a closing bracket was expected")
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.quote || byte == ASCII.backslash {
        scalars.append(
          contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
        index += 1
        if byte == ASCII.quote { return String(scalars) }
        scalars.append(try escaped())
        start = index
      } else if byte < 0x20 {
        throw failure("a control character inside a string")
      } else {
        index += 1
      }
    }
    throw failure("the text ends inside a string")
  }

  /// The character an escape after a backslash stands for.
  private mutating func escaped() throws(Failure) -> Unicode.Scalar {
    guard index < bytes.count else { throw failure("the text ends inside an escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case ASCII.quote, ASCII.backslash, ASCII.slash: return Unicode.Scalar(byte)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape()
    default:
      index -= 1
      throw failure("an unknown escape")
    }
  }

  /// The character of `\uXXXX`, joining a surrogate pair; a lone surrogate is U+FFFD.
  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let first = try hexQuad()
    guard (0xD800..<0xDC00).contains(first), index + 1 < bytes.count,
      bytes[index] == ASCII.backslash, bytes[index + 1] == UInt8(ascii: "u")
    else { return Unicode.Scalar(first) ?? "\u{FFFD}" }
    let mark = index
    index += 2
    let second = try hexQuad()
    guard (0xDC00..<0xE000).contains(second) else {
      index = mark
      return "\u{FFFD}"
    }
    return Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00)) ?? "\u{FFFD}"
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw failure("\\u needs four hexadecimal digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number's text, checked against JSON's grammar.
  private mutating func number() throws(Failure) -> String {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard digits() > 0 else { throw failure("a value was expected") }
    if peek(ASCII.dot) {
      index += 1
      guard digits() > 0 else { throw failure("digits must follow a decimal point") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digits() > 0 else { throw failure("digits must follow an exponent") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes[index...].starts(with: utf8) else { throw failure("a value was expected") }
    index += utf8.count
    return value
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard peek(byte) else { throw failure("'\(Unicode.Scalar(byte))' was expected") }
    index += 1
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func skipSpace() {
    while index < bytes.count, ASCII.isSpace(bytes[index]) { index += 1 }
  }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, offset: index)
  }
}
