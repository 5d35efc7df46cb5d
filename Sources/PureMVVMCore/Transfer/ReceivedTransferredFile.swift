#if !canImport(CoreTransferable)
  import Foundation

  /// A file a ``FileRepresentation`` imports, like CoreTransferable's
  /// `ReceivedTransferredFile`.
  ///
  /// Unless it is the original, it is a copy that is removed once the importing closure
  /// returns: copy it elsewhere to keep it.
  public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the file is the sender's original, opened in place.
    public let isOriginalFile: Bool

    init(file: URL, isOriginalFile: Bool) {
      self.file = file
      self.isOriginalFile = isOriginalFile
    }

    /// Runs `body` with the file `payload` holds: the original when it allows it and
    /// `inPlace` asks for it, otherwise a copy in a new temporary folder, removed after.
    static func receiving<Item>(
      _ payload: TransferPayload, inPlace: Bool,
      _ body: (ReceivedTransferredFile) async throws -> Item
    ) async throws -> Item {
      if case .file(let url, let isOriginal) = payload.contents, isOriginal, inPlace {
        return try await body(ReceivedTransferredFile(file: url, isOriginalFile: true))
      }
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("PureMVVM-transfer-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      defer { try? FileManager.default.removeItem(at: folder) }
      let copy = folder.appendingPathComponent(name(of: payload))
      switch payload.contents {
      case .data(let data): try data.write(to: copy)
      case .file(let url, _):
        try FileManager.default.copyItem(at: url.regularFile(), to: copy)
      }
      return try await body(ReceivedTransferredFile(file: copy, isOriginalFile: false))
    }

    /// The copy's name: the payload's suggestion or its file's name, without folders.
    private static func name(of payload: TransferPayload) -> String {
      var name = payload.suggestedName ?? ""
      if name.isEmpty, case .file(let url, _) = payload.contents { name = url.lastPathComponent }
      name = name.split(separator: "/").last.map(String.init) ?? ""
      guard !name.isEmpty, name != ".", name != ".." else { return "file" }
      return shortened(name)
    }

    /// `name` cut to the 255 bytes a file name may have, keeping its extension when it is
    /// short.
    private static func shortened(_ name: String) -> String {
      guard name.utf8.count > 255 else { return name }
      let dot = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
      let suffix = dot.utf8.count <= 16 ? dot : ""
      var base = String(name.dropLast(suffix.count))
      while base.utf8.count + suffix.utf8.count > 255 { base.removeLast() }
      return base + suffix
    }
  }
#endif
