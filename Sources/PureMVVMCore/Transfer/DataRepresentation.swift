#if !canImport(CoreTransferable)
  import Foundation

  /// A value transferred as bytes of one content type, like CoreTransferable's
  /// `DataRepresentation`.
  public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// A primitive representation has no body.
    public typealias Body = Never

    private let codec: _TransferCodec<Item>

    /// Exports and imports the item as bytes of `contentType`.
    ///
    /// - Parameters:
    ///   - contentType: The bytes' type.
    ///   - exporting: Makes the bytes of an item.
    ///   - importing: Makes an item of the bytes.
    public init(
      contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
      importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      codec = _TransferCodec(
        contentType: contentType,
        export: { TransferPayload(.data(try await exporting($0))) },
        import: { try await importing($0.data()) })
    }

    /// Only exports the item, as bytes of `exportedContentType`.
    ///
    /// - Parameters:
    ///   - exportedContentType: The bytes' type.
    ///   - exporting: Makes the bytes of an item.
    public init(
      exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
    ) {
      codec = _TransferCodec(
        contentType: exportedContentType,
        export: { TransferPayload(.data(try await exporting($0))) })
    }

    /// Only imports an item, from bytes of `importedContentType`.
    ///
    /// - Parameters:
    ///   - importedContentType: The bytes' type.
    ///   - importing: Makes an item of the bytes.
    public init(
      importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      codec = _TransferCodec(
        contentType: importedContentType, import: { try await importing($0.data()) })
    }

    /// The one codec.
    public func _codecs() -> [_TransferCodec<Item>] { [codec] }
  }
#endif
