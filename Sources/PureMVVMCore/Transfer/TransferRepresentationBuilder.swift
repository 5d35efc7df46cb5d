#if !canImport(CoreTransferable)
  import Foundation

  /// Builds a transferable type's representations, like CoreTransferable's
  /// `TransferRepresentationBuilder`: one representation, or several in order.
  @resultBuilder
  public struct TransferRepresentationBuilder<Item> {
    /// A `Codable` representation, with its encoder and decoder inferred.
    public static func buildExpression<Encoder, Decoder>(
      _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder>
    where
      Item: Transferable, Item: Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
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
    public static func buildBlock<
      First: TransferRepresentation, Second: TransferRepresentation,
      each Rest: TransferRepresentation
    >(
      _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> TupleTransferRepresentation<Item, (First, Second, repeat each Rest)> {
      var codecs = first._codecs() as? [_TransferCodec<Item>] ?? []
      codecs += second._codecs() as? [_TransferCodec<Item>] ?? []
      for representation in repeat each rest {
        codecs += representation._codecs() as? [_TransferCodec<Item>] ?? []
      }
      return TupleTransferRepresentation(codecs: codecs)
    }
  }
#endif
