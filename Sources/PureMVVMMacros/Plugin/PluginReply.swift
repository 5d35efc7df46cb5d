/// The replies a macro plugin sends the compiler, written as JSON.
enum PluginReply {
  /// A diagnostic: what is wrong and where (a UTF-8 offset into the file).
  struct Diagnostic: Equatable {
    let message: String
    let fileName: String
    let offset: Int

    /// The diagnostic as the compiler reads it: an error with no highlights, notes or
    /// fix-its.
    var json: JSONValue {
      let position = JSONValue.object([
        ("fileName", .string(fileName)), ("offset", .number(String(offset))),
      ])
      return .object([
        ("message", .string(message)), ("severity", .string("error")),
        ("position", position), ("highlights", .array([])), ("notes", .array([])),
        ("fixIts", .array([])),
      ])
    }
  }

  /// The protocol version this plugin speaks.
  case capability
  /// An expansion, or `nil` with the diagnostics that say why there is none.
  case expansion(String?, diagnostics: [Diagnostic])

  /// The reply as the compiler reads it.
  var json: JSONValue {
    switch self {
    case .capability:
      .object([
        (
          "getCapabilityResult",
          .object([("capability", .object([("protocolVersion", .number("7"))]))])
        )
      ])
    case .expansion(let source, let diagnostics):
      .object([
        (
          "expandMacroResult",
          .object([
            ("expandedSource", source.map(JSONValue.string) ?? .null),
            ("diagnostics", .array(diagnostics.map(\.json))),
          ])
        )
      ])
    }
  }
}
