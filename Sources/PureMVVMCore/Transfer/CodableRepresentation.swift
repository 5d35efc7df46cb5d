#if !canImport(CoreTransferable)
  import Foundation

  /// A value transferred as its `Codable` encoding, like CoreTransferable's
  /// `CodableRepresentation`: JSON unless an encoder and decoder are given.
  public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
  where
    Item: Transferable, Item: Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
    Encoder.Output == Data, Decoder.Input == Data
  {
    /// A primitive representation has no body.
    public typealias Body = Never

    private let contentType: UTType
    private let encoder: Encoder
    private let decoder: Decoder

    /// Transfers the item as JSON of `contentType`.
    ///
    /// - Parameters:
    ///   - itemType: The item's type.
    ///   - contentType: The content type, usually one the app declares.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
      self.init(
        for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Transfers the item as `contentType`, encoded by `encoder` and decoded by `decoder`.
    ///
    /// - Parameters:
    ///   - itemType: The item's type.
    ///   - contentType: The content type.
    ///   - encoder: What encodes the item.
    ///   - decoder: What decodes it.
    public init(
      for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
    ) {
      self.contentType = contentType
      self.encoder = encoder
      self.decoder = decoder
    }

    /// Encodes on export, decodes on import.
    public func _codecs() -> [_TransferCodec<Item>] {
      let coder = Coder<Item>(
        encode: { [encoder] in try encoder.encode($0) },
        decode: { [decoder] in try decoder.decode(Item.self, from: $0) })
      return [
        _TransferCodec(
          contentType: contentType,
          export: { TransferPayload(.data(try coder.encode($0))) },
          import: { try coder.decode($0.data()) })
      ]
    }
  }

  // Safe to send: the encoder and decoder are only used by transfers, which hosts run on
  // the main actor one at a time, and CoreTransferable declares the type Sendable as well.
  extension CodableRepresentation: @unchecked Sendable {}

  /// How a codable representation's codec encodes and decodes.
  private struct Coder<Item>: @unchecked Sendable {
    // Safe to send for the reason given on CodableRepresentation's conformance: the
    // closures only use its encoder and decoder.
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item
  }
#endif
