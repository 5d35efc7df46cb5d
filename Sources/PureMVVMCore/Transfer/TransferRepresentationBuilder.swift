#if !canImport(CoreTransferable)
  import Foundation

  /// Builds a transferable type's representations, like CoreTransferable's
  /// `TransferRepresentationBuilder`: one representation, or several in order.
  @resultBuilder
  public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A `Codable` representation, with its encoder and decoder inferred.
    public static func buildExpression<Encoder, Decoder>(
      _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder>
    where
      Item: Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data
    {
      content
    }

    /// A representation of the item.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
    where R.Item == Item {
      content
    }

    /// One representation.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
    where Content.Item == Item {
      content
    }

    /// Several representations, most faithful first.
    public static func buildBlock<each Content: TransferRepresentation>(
      _ content: repeat each Content
    ) -> TupleTransferRepresentation<Item, (repeat each Content)> {
      var codecs: [_TransferCodec<Item>] = []
      for representation in repeat each content {
        codecs += representation._codecs() as? [_TransferCodec<Item>] ?? []
      }
      return TupleTransferRepresentation(codecs: codecs)
    }
  }
#endif
