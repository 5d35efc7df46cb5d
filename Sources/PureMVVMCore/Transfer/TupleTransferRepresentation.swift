#if !canImport(CoreTransferable)
  import Foundation

  /// Several representations of one item, in order, like CoreTransferable's
  /// `TupleTransferRepresentation`; built by ``TransferRepresentationBuilder``.
  public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation {
    /// A primitive representation has no body.
    public typealias Body = Never

    private let codecs: [_TransferCodec<Item>]

    init(codecs: [_TransferCodec<Item>]) {
      self.codecs = codecs
    }

    /// The representations' codecs, in order.
    public func _codecs() -> [_TransferCodec<Item>] { codecs }
  }
#endif
