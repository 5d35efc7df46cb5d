#if !canImport(CoreTransferable)
  import Foundation

  /// One content type a representation exports or imports, and how; PureMVVM's
  /// implementation detail behind ``TransferRepresentation``.
  public struct _TransferCodec<Item>: Sendable {
    /// The content type.
    let contentType: UTType
    /// Exports an item in ``contentType``, or `nil` when this representation does not
    /// export that item (its exporting condition is false); absent when it only imports.
    var export: (@Sendable (Item) async throws -> TransferPayload?)?
    /// Imports an item from ``contentType``; absent when the representation only exports.
    var `import`: (@Sendable (TransferPayload) async throws -> Item)?

    /// The same codec for another item type, converting on the way out and in; without
    /// a conversion, that way is closed.
    func map<Other>(
      out: (@Sendable (Other) async throws -> Item)?,
      in convert: (@Sendable (Item) async throws -> Other)?
    ) -> _TransferCodec<Other> {
      var codec = _TransferCodec<Other>(contentType: contentType)
      if let out, let inner = export {
        codec.export = { (other: Other) async throws -> TransferPayload? in
          try await inner(out(other))
        }
      }
      if let convert, let inner = self.import {
        codec.import = { (payload: TransferPayload) async throws -> Other in
          try await convert(inner(payload))
        }
      }
      return codec
    }

    /// This codec with its exports passed through `transform` (`nil` drops the export).
    func mapExport(
      _ transform: @escaping @Sendable (Item, TransferPayload) -> TransferPayload?
    ) -> Self {
      var codec = self
      if let inner = export {
        codec.export = { (item: Item) async throws -> TransferPayload? in
          guard let payload = try await inner(item) else { return nil }
          return transform(item, payload)
        }
      }
      return codec
    }
  }
#endif
