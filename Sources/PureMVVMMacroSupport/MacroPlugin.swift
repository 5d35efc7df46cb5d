import Foundation

/// The macro plugin the compiler runs: it reads framed JSON requests (an 8-byte
/// little-endian length, then the message) and answers each with one framed reply.
///
/// Any request gets a reply: a malformed message, an unknown macro or a source it cannot
/// read is answered with a diagnostic, never a crash.
public enum MacroPlugin {
  /// Serves requests from standard input until it ends.
  public static func serve() {
    serve(
      read: { count in
        let data = FileHandle.standardInput.readData(ofLength: count)
        return data.isEmpty ? nil : [UInt8](data)
      },
      write: { FileHandle.standardOutput.write(Data($0)) })
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
    if let message = try? JSONDecoder().decode(PluginMessage.self, from: Data(body)) {
      reply = answer(message)
    } else {
      reply = .expansion(
        nil,
        diagnostics: [
          .init(message: "PureMVVMMacros could not read this request", fileName: "", offset: 0)
        ])
    }
    return (try? [UInt8](JSONEncoder().encode(reply))) ?? []
  }

  private static func answer(_ message: PluginMessage) -> PluginReply {
    if message.getCapability != nil { return .capability }
    if let request = message.expandFreestandingMacro {
      return expansion(at: request.syntax) {
        guard request.macro.typeName == "PreviewMacro" else { throw unknown(request.macro) }
        return try PreviewMacro.expansion(
          of: MacroSource(
            text: request.syntax.source, fileID: request.syntax.location.fileID,
            line: request.syntax.location.line, column: request.syntax.location.column,
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
    let contexts = (request.lexicalContext ?? []).map(\.source)
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
