#if !canImport(CoreTransferable)
  import Foundation

  /// A representation that exports only the items a condition allows, like
  /// CoreTransferable's `_ConditionalTransferRepresentation`; made by
  /// ``TransferRepresentation/exportingCondition(_:)``.
  public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>:
    TransferRepresentation
  {
    /// The base's item.
    public typealias Item = Base.Item
    /// A primitive representation has no body.
    public typealias Body = Never

    let base: Base
    let condition: @Sendable (Base.Item) -> Bool

    /// The base's codecs, exporting only what the condition allows.
    public func _codecs() -> [_TransferCodec<Base.Item>] {
      let condition = condition
      return base._codecs().map {
        $0.mapExport { item, payload in condition(item) ? payload : nil }
      }
    }
  }
#endif
