#if !canImport(CoreTransferable)
  import Foundation

  /// One way a transferable value travels, like the `TransferRepresentation` of Apple's
  /// CoreTransferable, which Linux lacks.
  ///
  /// Build one from ``CodableRepresentation``, ``DataRepresentation``,
  /// ``FileRepresentation`` and ``ProxyRepresentation``, or compose them in a `body` of your
  /// own.
  public protocol TransferRepresentation<Item>: Sendable {
    /// The type of value the representation transfers.
    ///
    /// Unlike CoreTransferable's, it is not required to be `Transferable` here: with that
    /// requirement, this compiler cannot infer a conformance whose representation is
    /// written `some TransferRepresentation<Note>` (the check goes round in a circle).
    associatedtype Item
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// How this representation exports and imports its item, in order; PureMVVM's
    /// implementation detail, which a representation of your own does not write.
    func _codecs() -> [_TransferCodec<Item>]
  }

  extension TransferRepresentation {
    /// The codecs of the representation's ``body``.
    public func _codecs() -> [_TransferCodec<Item>] {
      body._codecs() as? [_TransferCodec<Item>] ?? []
    }
  }

  extension TransferRepresentation where Body == Never {
    /// A primitive representation has no body; reading it traps.
    public var body: Never {
      preconditionFailure("\(Self.self) is a primitive transfer representation; it has no body.")
    }
  }

  extension Never: TransferRepresentation {
    /// Never transferred.
    public typealias Item = Never

    /// Nothing: a `Never` value cannot exist.
    public func _codecs() -> [_TransferCodec<Never>] { [] }
  }
#endif
