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
    /// Unlike CoreTransferable's, it requires them to be `Sendable` (Foundation's JSON and
    /// property-list coders are), as transfers may use them from any thread.
    ///
    /// - Parameters:
    ///   - itemType: The item's type.
    ///   - contentType: The content type.
    ///   - encoder: What encodes the item.
    ///   - decoder: What decodes it.
    public init(
      for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
    ) where Encoder: Sendable, Decoder: Sendable {
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

  // Safe to send: its only stored values are a content type (Sendable) and the encoder and
  // decoder, and both initialisers require those to be Sendable (JSON's are), so every
  // value of the type holds Sendable parts.
  extension CodableRepresentation: @unchecked Sendable {}

  /// How a codable representation's codec encodes and decodes.
  private struct Coder<Item>: @unchecked Sendable {
    // Safe to send: the closures capture only a representation's encoder and decoder,
    // which its initialisers require to be Sendable.
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item
  }
#endif
