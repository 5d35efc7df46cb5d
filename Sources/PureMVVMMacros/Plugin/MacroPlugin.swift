#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The macro plugin the compiler runs: it reads framed JSON requests (an 8-byte
/// little-endian length, then the message) and answers each with one framed reply.
///
/// Any request gets a reply: a malformed message, an unknown macro or a source it cannot
/// read is answered with a diagnostic, never a crash.
enum MacroPlugin {
  /// Serves requests from standard input until it ends.
  static func serve() {
    serve(read: readStandardInput, write: writeStandardOutput)
  }

  /// Up to `count` bytes of standard input; `nil` at its end or on an error.
  private static func readStandardInput(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: min(count, 1 << 16))
    while true {
      let received = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if received > 0 { return Array(buffer.prefix(received)) }
      if received < 0, errno == EINTR { continue }
      return nil
    }
  }

  /// Writes all of `bytes` to standard output, unless it is closed.
  private static func writeStandardOutput(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Serves requests read by `read` (up to the byte count asked; `nil` at the end) and
  /// writes each reply with `write`.
  static func serve(read: (Int) -> [UInt8]?, write: ([UInt8]) -> Void) {
    while let header = readExactly(8, with: read) {
      let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      guard length <= UInt64(Int32.max), let body = readExactly(Int(length), with: read) else {
        return
      }
      write(frame(reply(to: body)))
    }
  }

  /// The reply to one message.
  static func reply(to body: [UInt8]) -> [UInt8] {
    let reply: PluginReply
    do {
      reply = answer(try PluginMessage(JSONParser.value(of: body)))
    } catch {
      reply = .expansion(
        nil,
        diagnostics: [
          .init(
            message: "PureMVVMMacros could not read this request: \(error)", fileName: "",
            offset: 0)
        ])
    }
    return Array(reply.json.serialized.utf8)
  }

  private static func answer(_ message: PluginMessage) -> PluginReply {
    if message.getCapability { return .capability }
    if let request = message.expandFreestandingMacro {
      return expansion(at: request.syntax) {
        guard request.macro.typeName == "PreviewMacro" else { throw unknown(request.macro) }
        return try PreviewMacro.expansion(
          of: MacroSource(
            text: request.syntax.source, fileID: request.syntax.location.fileID,
            line: request.syntax.location.line,
            discriminator: request.discriminator))
      }
    }
    if let request = message.expandAttachedMacro {
      return expansion(at: request.attributeSyntax) { try attachedExpansion(request) }
    }
    return .expansion(
      nil,
      diagnostics: [
        .init(message: "PureMVVMMacros does not handle this request", fileName: "", offset: 0)
      ])
  }

  private static func attachedExpansion(_ request: PluginMessage.Attached) throws -> String {
    let contexts = request.lexicalContext.map(\.source)
    switch (request.macro.typeName, request.macroRole) {
    case ("PreviewableMacro", _):
      return try PreviewableMacro.expansion(in: contexts)
    case ("EntryMacro", "accessor"):
      let variable = try EntryMacro.variable(in: request.declSyntax.source, contexts: contexts)
      return EntryMacro.accessors(of: variable)
    case ("EntryMacro", "peer"):
      let variable = try EntryMacro.variable(in: request.declSyntax.source, contexts: contexts)
      return EntryMacro.key(of: variable)
    default:
      throw unknown(request.macro)
    }
  }

  /// The expansion `expand` makes, or its diagnostic placed in the file of `syntax`.
  private static func expansion(
    at syntax: PluginMessage.Syntax, _ expand: () throws -> String
  ) -> PluginReply {
    do {
      return .expansion(try expand(), diagnostics: [])
    } catch let diagnostic as MacroDiagnostic {
      // Offset 0 means the syntax itself: past its leading trivia (the line break before
      // an attribute), where the compiler shows the code.
      let leading = syntax.source.utf8.prefix { ASCII.isSpace($0) }.count
      let local = diagnostic.offset == 0 ? leading : diagnostic.offset
      let offset = syntax.location.offset + min(max(local, 0), syntax.source.utf8.count)
      return .expansion(
        nil,
        diagnostics: [
          .init(message: diagnostic.message, fileName: syntax.location.fileName, offset: offset)
        ])
    } catch {
      return .expansion(
        nil,
        diagnostics: [
          .init(
            message: "\(error)", fileName: syntax.location.fileName, offset: syntax.location.offset)
        ])
    }
  }

  private static func unknown(_ macro: PluginMessage.Macro) -> MacroDiagnostic {
    MacroDiagnostic(message: "PureMVVMMacros has no macro \(macro.typeName)", offset: 0)
  }

  private static func readExactly(_ count: Int, with read: (Int) -> [UInt8]?) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      guard let chunk = read(count - bytes.count), !chunk.isEmpty else { return nil }
      bytes += chunk
    }
    return bytes
  }

  /// `body` after its length as 8 little-endian bytes.
  static func frame(_ body: [UInt8]) -> [UInt8] {
    let length = UInt64(body.count)
    return (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) } + body
  }
}
