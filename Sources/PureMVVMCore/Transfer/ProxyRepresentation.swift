#if !canImport(CoreTransferable)
  import Foundation

  /// A value transferred as another transferable value, like CoreTransferable's
  /// `ProxyRepresentation`: a route dragged as its name, a document as its URL.
  ///
  /// The proxy's own representations carry it.
  public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
    TransferRepresentation
  {
    /// A primitive representation has no body.
    public typealias Body = Never

    private let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    private let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Only imports an item, from a proxy.
    ///
    /// - Parameter importing: Makes an item of a proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
      exporting = nil
      self.importing = importing
    }

    /// Only exports the item, as a proxy.
    ///
    /// - Parameter exporting: Makes an item's proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
      self.exporting = exporting
      importing = nil
    }

    /// Exports the item as a proxy and imports it from one.
    ///
    /// - Parameters:
    ///   - exporting: Makes an item's proxy.
    ///   - importing: Makes an item of a proxy.
    public init(
      exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
      importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
      self.exporting = exporting
      self.importing = importing
    }

    /// Only imports an item, from a proxy, asynchronously.
    ///
    /// - Parameter importing: Makes an item of a proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
      exporting = nil
      self.importing = importing
    }

    /// Only exports the item, as a proxy made asynchronously.
    ///
    /// - Parameter exporting: Makes an item's proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
      self.exporting = exporting
      importing = nil
    }

    /// Exports the item as a proxy and imports it from one, both asynchronously.
    ///
    /// - Parameters:
    ///   - exporting: Makes an item's proxy.
    ///   - importing: Makes an item of a proxy.
    public init(
      exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
      importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
      self.exporting = exporting
      self.importing = importing
    }

    /// Exports the item as a proxy, and imports it from one asynchronously.
    ///
    /// - Parameters:
    ///   - exporting: Makes an item's proxy.
    ///   - importing: Makes an item of a proxy.
    public init(
      exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
      importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
      self.exporting = exporting
      self.importing = importing
    }

    /// The proxy's codecs, reached through the conversions.
    public func _codecs() -> [_TransferCodec<Item>] {
      ProxyRepresentation.transferCodecs
        .map { $0.map(out: exporting, in: importing) }
    }
  }
#endif
