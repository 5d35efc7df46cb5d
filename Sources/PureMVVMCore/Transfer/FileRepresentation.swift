#if !canImport(CoreTransferable)
  import Foundation

  /// A value transferred as a file of one content type, like CoreTransferable's
  /// `FileRepresentation`.
  ///
  /// An importer receives a copy, removed once it returns, unless the sender allows the
  /// original and the importer asks to open files in place.
  public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// A primitive representation has no body.
    public typealias Body = Never

    private let codec: _TransferCodec<Item>

    /// Exports and imports the item as a file of `contentType`.
    ///
    /// - Parameters:
    ///   - contentType: The file's type.
    ///   - shouldAttemptToOpenInPlace: Whether to import the sender's original file when
    ///     it allows it.
    ///   - exporting: Writes an item's file.
    ///   - importing: Reads an item from a file.
    public init(
      contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      codec = _TransferCodec(
        contentType: contentType, export: Self.export(exporting),
        import: Self.import(inPlace: shouldAttemptToOpenInPlace, importing))
    }

    /// Only exports the item, as a file of `exportedContentType`.
    ///
    /// - Parameters:
    ///   - exportedContentType: The file's type.
    ///   - shouldAllowToOpenInPlace: Accepted: whether a receiver may open the original is
    ///     what the exported ``SentTransferredFile`` says.
    ///   - exporting: Writes an item's file.
    public init(
      exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
      codec = _TransferCodec(contentType: exportedContentType, export: Self.export(exporting))
    }

    /// Only imports an item, from a file of `importedContentType`.
    ///
    /// - Parameters:
    ///   - importedContentType: The file's type.
    ///   - shouldAttemptToOpenInPlace: Whether to import the sender's original file when
    ///     it allows it.
    ///   - importing: Reads an item from a file.
    public init(
      importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      codec = _TransferCodec(
        contentType: importedContentType,
        import: Self.import(inPlace: shouldAttemptToOpenInPlace, importing))
    }

    /// The one codec.
    public func _codecs() -> [_TransferCodec<Item>] { [codec] }

    private static func export(
      _ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) -> @Sendable (Item) async throws -> TransferPayload? {
      { item in
        let sent = try await exporting(item)
        return TransferPayload(.file(sent.file, isOriginal: sent.allowAccessingOriginalFile))
      }
    }

    private static func `import`(
      inPlace: Bool,
      _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) -> @Sendable (TransferPayload) async throws -> Item {
      { payload in try await ReceivedTransferredFile.receiving(payload, inPlace: inPlace, importing)
      }
    }
  }
#endif
