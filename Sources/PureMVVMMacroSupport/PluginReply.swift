/// The replies a macro plugin sends the compiler, encoded as JSON.
enum PluginReply: Encodable {
  /// A diagnostic: what is wrong and where (a UTF-8 offset into the file).
  struct Diagnostic: Encodable, Equatable {
    struct Position: Encodable, Equatable {
      let fileName: String
      let offset: Int
    }

    let message: String
    let severity = "error"
    let position: Position
    let highlights: [Position] = []
    let notes: [Position] = []
    let fixIts: [Position] = []

    init(message: String, fileName: String, offset: Int) {
      self.message = message
      position = Position(fileName: fileName, offset: offset)
    }
  }

  /// The protocol version this plugin speaks.
  case capability
  /// An expansion, or `nil` with the diagnostics that say why there is none.
  case expansion(String?, diagnostics: [Diagnostic])

  private enum Key: String, CodingKey {
    case getCapabilityResult, expandMacroResult
    case capability, protocolVersion, expandedSource, diagnostics
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .capability:
      var result = container.nestedContainer(keyedBy: Key.self, forKey: .getCapabilityResult)
      var capability = result.nestedContainer(keyedBy: Key.self, forKey: .capability)
      try capability.encode(7, forKey: .protocolVersion)
    case .expansion(let source, let diagnostics):
      var result = container.nestedContainer(keyedBy: Key.self, forKey: .expandMacroResult)
      try result.encode(source, forKey: .expandedSource)
      try result.encode(diagnostics, forKey: .diagnostics)
    }
  }
}
