import Foundation

/// Turns dragged items into what a drop destination takes, as the system does between
/// two apps: values go through their representations, providers through their types.
enum DragTransfer {
  #if !canImport(Darwin)
    /// The values of type `T` the items hold; items that hold none are left out.
    @MainActor static func values<T: Transferable>(_ type: T.Type, from items: [DragItem]) async
      -> [T]
    {
      var values: [T] = []
      for item in items {
        switch item {
        case .value(let value):
          if let converted = await convert(value, to: T.self) { values.append(converted) }
        case .provider(let provider):
          if let loaded = await load(T.self, from: provider) { values.append(loaded) }
        }
      }
      return values
    }

    /// Whether `item` holds a `T`.
    ///
    /// A type it exports conforms to one `T` imports; nothing is exported to tell.
    static func canTransfer<T: Transferable>(_ item: DragItem, to type: T.Type) -> Bool {
      let imports = T.transferCodecs.filter { $0.import != nil }.map(\.contentType)
      return exportedTypes(of: item).contains { exported in
        imports.contains { exported.conforms(to: $0) }
      }
    }

    /// Whether `item` holds one of `contentTypes`, or a type conforming to one.
    static func canTransfer(_ item: DragItem, as contentTypes: [UTType]) -> Bool {
      exportedTypes(of: item).contains { exported in
        contentTypes.contains { exported.conforms(to: $0) }
      }
    }

    /// The types `item` exports or holds, most faithful first.
    private static func exportedTypes(of item: DragItem) -> [UTType] {
      switch item {
      case .value(let value): exportedTypes(of: value)
      case .provider(let provider): provider.registeredTypeIdentifiers.compactMap { UTType($0) }
      }
    }

    private static func exportedTypes<V: Transferable>(of value: V) -> [UTType] {
      V.transferCodecs.filter { $0.export != nil }.map(\.contentType)
    }

    /// The items as providers: a value becomes a provider of every representation it
    /// exports.
    @MainActor static func providers(from items: [DragItem]) async -> [NSItemProvider] {
      var providers: [NSItemProvider] = []
      for item in items {
        switch item {
        case .value(let value): providers.append(await provider(exporting: value))
        case .provider(let provider): providers.append(provider)
        }
      }
      return providers
    }

    /// `value` as a `T`: the first representation it exports that `T` imports.
    @MainActor private static func convert<V: Transferable, T: Transferable>(
      _ value: V, to type: T.Type
    )
      async -> T?
    {
      let imports = T.transferCodecs.filter { $0.import != nil }
      for codec in V.transferCodecs {
        guard let export = codec.export,
          let receiver = imports.first(where: { codec.contentType.conforms(to: $0.contentType) }),
          let load = receiver.import
        else { continue }
        let sent = DraggedValue(value)
        guard let payload = try? await export(sent.value) else { continue }
        if let converted = try? await DraggedValue(load: { try await load(payload) }) {
          return converted.value
        }
      }
      return nil
    }

    /// A `T` loaded from the first of `provider`'s representations that `T` imports.
    @MainActor private static func load<T: Transferable>(
      _ type: T.Type, from provider: NSItemProvider
    ) async
      -> T?
    {
      for codec in T.transferCodecs {
        guard let load = codec.import,
          let data = try? provider.data(conformingTo: codec.contentType.identifier)
        else { continue }
        let payload = TransferPayload(.data(data), suggestedName: provider.suggestedName)
        if let loaded = try? await DraggedValue(load: { try await load(payload) }) {
          return loaded.value
        }
      }
      return nil
    }

    /// A provider of every representation `value` exports, in order.
    @MainActor private static func provider<V: Transferable>(exporting value: V) async
      -> NSItemProvider
    {
      let provider = NSItemProvider()
      for codec in V.transferCodecs {
        let sent = DraggedValue(value)
        guard let export = codec.export, let payload = try? await export(sent.value),
          let data = try? payload.data()
        else { continue }
        provider.register(data, as: codec.contentType.identifier)
        if provider.suggestedName == nil { provider.suggestedName = payload.suggestedName }
      }
      return provider
    }

    /// A dragged value on its way to or from a representation's closure.
    ///
    /// Sent exactly as CoreTransferable sends it, not proved safe: representation closures
    /// are `@Sendable` and take the item, which is not required to be `Sendable` (until the
    /// iOS 27 SDK), so an export runs off the main actor with the value the design's
    /// payload closure returned, on Apple platforms and here alike. A value type is a copy
    /// no one else touches; a class instance the design keeps mutating while it is
    /// dragged can race, on both. Keeping Apple's closure types keeps designs compiling;
    /// `nonisolated(nonsending)` closures would prove it safe but reject async function
    /// references that Apple's accept.
    private struct DraggedValue<Value>: @unchecked Sendable {
      let value: Value

      init(_ value: Value) {
        self.value = value
      }

      /// The value `load` imports.
      init(load: @Sendable () async throws -> Value) async throws {
        value = try await load()
      }
    }
  #else
    /// Whether `item` is a `T`: on Apple platforms, values of that very type.
    static func canTransfer<T: Transferable>(_ item: DragItem, to type: T.Type) -> Bool {
      if case .value(let value) = item { value is T } else { false }
    }

    /// Whether `item` is a provider holding one of `contentTypes`: on Apple platforms,
    /// values are not exported.
    static func canTransfer(_ item: DragItem, as contentTypes: [UTType]) -> Bool {
      guard case .provider(let provider) = item else { return false }
      return contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }

    /// The values of type `T` the items hold: on Apple platforms, values of that very type.
    @MainActor static func values<T: Transferable>(_ type: T.Type, from items: [DragItem]) async
      -> [T]
    {
      items.compactMap { if case .value(let value) = $0 { value as? T } else { nil } }
    }

    /// The providers among the items: on Apple platforms, values are not exported.
    @MainActor static func providers(from items: [DragItem]) async -> [NSItemProvider] {
      items.compactMap { if case .provider(let provider) = $0 { provider } else { nil } }
    }
  #endif
}
