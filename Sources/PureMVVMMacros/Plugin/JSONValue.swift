/// A JSON value, as the plugin messages carry them; read by ``JSONParser`` and written by
/// ``serialized``, so the plugin needs no Foundation.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number, kept as its text: the plugin reads only integers from it.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object's members in their order; a repeated key keeps its first value.
  case object([(key: String, value: JSONValue)])

  /// The member named `key` of an object, or `nil`.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The string this value is, or `nil`.
  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The integer this value is, or `nil` (fractions and out-of-range numbers are not).
  var int: Int? {
    if case .number(let text) = self { Int(text) } else { nil }
  }

  /// The elements of the array this value is, or `nil`.
  var array: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// The value as JSON text, with no white space.
  var serialized: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): Self.quoted(text)
    case .array(let elements): "[" + elements.map(\.serialized).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.map { Self.quoted($0.key) + ":" + $0.value.serialized }
        .joined(separator: ",") + "}"
    }
  }

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.map(\.key) == right.map(\.key) && left.map(\.value) == right.map(\.value)
    default: false
    }
  }

  /// `text` as a JSON string.
  private static func quoted(_ text: String) -> String {
    text.quoted { code in
      let hex = String(code, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}
