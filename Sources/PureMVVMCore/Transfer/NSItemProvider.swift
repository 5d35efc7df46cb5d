import Foundation

#if !canImport(Darwin)
  /// Items dragged and dropped, like Foundation's `NSItemProvider` on Apple platforms
  /// (which Linux lacks): what `.onDrag` gives and `.onDrop` receives.
  ///
  /// It holds representations of one item, each a type identifier and a way to load its
  /// bytes, most faithful first. Loading calls its completion handler before it returns,
  /// on the caller's thread: a host's drop is finished when the drop action returns.
  public final class NSItemProvider {
    /// A registered representation: its type and how to load its bytes.
    private struct Representation {
      let typeIdentifier: String
      let load: () throws -> Data
    }

    private var representations: [Representation] = []
    /// The file the provider holds, if it was made for one.
    package let fileURL: URL?
    /// The name the item should be saved under.
    public var suggestedName: String?

    /// Creates a provider that holds nothing.
    public init() {
      fileURL = nil
    }

    /// Creates a provider for a file; `nil` when there is no file.
    ///
    /// - Parameter fileURL: The file.
    public init?(contentsOf fileURL: URL?) {
      guard let fileURL else { return nil }
      self.fileURL = fileURL
      suggestedName = fileURL.lastPathComponent
      let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
      representations = [
        Representation(typeIdentifier: type.identifier) {
          try Data(contentsOf: fileURL.regularFile())
        },
        Representation(typeIdentifier: UTType.fileURL.identifier) {
          Data(fileURL.absoluteString.utf8)
        },
      ]
    }

    /// Creates a provider whose representations are those `object` writes.
    ///
    /// - Parameter object: The object, such as an `NSString` or `NSURL`.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registerObject(object, visibility: .all)
    }

    /// Creates a provider holding `item` as `typeIdentifier`: data, a string or a URL.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - typeIdentifier: Its type's identifier.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      self.init()
      guard let item, let typeIdentifier, let data = Self.bytes(of: item) else { return }
      representations.append(Representation(typeIdentifier: typeIdentifier) { data })
    }

    /// Creates a provider naming representations of `types` that hold no bytes.
    ///
    /// - Parameters:
    ///   - types: The identifiers of the types it holds.
    ///   - fileURL: The file it holds, if any.
    ///   - suggestedName: The name to save under.
    package init(types: [String], fileURL: URL? = nil, suggestedName: String? = nil) {
      self.fileURL = fileURL
      self.suggestedName = suggestedName
      representations = types.map { Representation(typeIdentifier: $0) { Data() } }
    }

    /// The identifiers of the types the provider holds, most faithful first.
    public var registeredTypeIdentifiers: [String] {
      representations.map(\.typeIdentifier)
    }

    /// Adds a representation of `typeIdentifier` whose bytes `loadHandler` gives.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The type's identifier.
    ///   - visibility: Who may load it; a host's drops stay in the app.
    ///   - loadHandler: Calls its argument with the bytes or an error.
    public func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
    ) {
      representations.append(
        Representation(typeIdentifier: typeIdentifier) {
          try Self.loaded(typeIdentifier) { _ = loadHandler($0) }
        })
    }

    /// Adds the representations `object` writes.
    ///
    /// - Parameters:
    ///   - object: The object.
    ///   - visibility: Who may load it; a host's drops stay in the app.
    public func registerObject(
      _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
    ) {
      for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
        representations.append(
          Representation(typeIdentifier: identifier) {
            try Self.loaded(identifier) { done in
              _ = object.loadData(
                withTypeIdentifier: identifier, forItemProviderCompletionHandler: done)
            }
          })
      }
    }

    /// Adds a representation of `typeIdentifier` holding `data`.
    package func register(_ data: Data, as typeIdentifier: String) {
      representations.append(Representation(typeIdentifier: typeIdentifier) { data })
    }

    /// Whether the provider holds an item of the type named by `typeIdentifier`, or of a
    /// type that conforms to it.
    ///
    /// - Parameter typeIdentifier: The type's identifier.
    /// - Returns: Whether it can give that type.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representation(conformingTo: [typeIdentifier]) != nil
    }

    /// Whether an object of `aClass` can be loaded from the provider.
    ///
    /// - Parameter aClass: The class, such as `NSString.self`.
    /// - Returns: Whether one of its readable types is held.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      representation(conformingTo: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Whether a value of `aClass` (such as `String` or `URL`) can be loaded.
    ///
    /// - Parameter aClass: The value's type.
    /// - Returns: Whether its Foundation class can be loaded.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
      canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads an object of `aClass` from the first representation it reads, and calls
    /// `completionHandler` with it or with an error, before returning.
    ///
    /// - Parameters:
    ///   - aClass: The class, such as `NSString.self`.
    ///   - completionHandler: Receives the object or the error.
    /// - Returns: The finished load's progress.
    public func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      let result = Result { () throws -> any NSItemProviderReading in
        let identifiers = aClass.readableTypeIdentifiersForItemProvider
        guard let found = representation(conformingTo: identifiers) else {
          throw TransferError.noRepresentation(identifiers)
        }
        return try aClass.object(
          withItemProviderData: found.load(), typeIdentifier: found.typeIdentifier)
      }
      switch result {
      case .success(let object): completionHandler(object, nil)
      case .failure(let error): completionHandler(nil, error)
      }
      return Self.finished()
    }

    /// Loads a value of `aClass` (such as `String` or `URL`), and calls
    /// `completionHandler` with it or with an error, before returning.
    ///
    /// - Parameters:
    ///   - aClass: The value's type.
    ///   - completionHandler: Receives the value or the error.
    /// - Returns: The finished load's progress.
    public func loadObject<T: _ObjectiveCBridgeable>(
      ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
      let done = Locked<((any NSItemProviderReading)?, (any Error)?)?>(nil)
      _ = loadObject(ofClass: T._ObjectiveCType.self) { object, error in
        done.withLock { $0 = (object, error) }
      }
      let loaded: ((any NSItemProviderReading)?, (any Error)?) =
        done.withLock { $0 } ?? (nil, TransferError.noData)
      let (object, error) = loaded
      if let object = object as? T._ObjectiveCType {
        var value: T?
        T._forceBridgeFromObjectiveC(object, result: &value)
        completionHandler(value, nil)
      } else {
        completionHandler(nil, error)
      }
      return Self.finished()
    }

    /// Loads the bytes of the first representation of `typeIdentifier` (or of a type
    /// conforming to it), and calls `completionHandler` with them or an error, before
    /// returning.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The type's identifier.
    ///   - completionHandler: Receives the bytes or the error.
    /// - Returns: The finished load's progress.
    public func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      switch Result(catching: { try data(conformingTo: typeIdentifier) }) {
      case .success(let data): completionHandler(data, nil)
      case .failure(let error): completionHandler(nil, error)
      }
      return Self.finished()
    }

    /// Loads the item of `typeIdentifier` as `Data`, and calls `completionHandler` with it
    /// or an error, before returning.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The type's identifier.
    ///   - options: Ignored.
    ///   - completionHandler: Receives the item (`Data`) or the error.
    public func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: NSItemProvider.CompletionHandler? = nil
    ) {
      switch Result(catching: { try data(conformingTo: typeIdentifier) }) {
      case .success(let data): completionHandler?(NSData(data: data), nil)
      case .failure(let error): completionHandler?(nil, error)
      }
    }

    /// Loads the item of `typeIdentifier` as `Data`.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The type's identifier.
    ///   - options: Ignored.
    /// - Returns: The item, an `NSData`.
    /// - Throws: When the provider holds no such type, or loading it failed.
    public func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil
    ) async throws -> any NSSecureCoding {
      NSData(data: try data(conformingTo: typeIdentifier))
    }

    /// Receives a loaded item or an error.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// The bytes of the first representation conforming to `typeIdentifier`.
    package func data(conformingTo typeIdentifier: String) throws -> Data {
      guard let found = representation(conformingTo: [typeIdentifier]) else {
        throw TransferError.noRepresentation([typeIdentifier])
      }
      return try found.load()
    }

    /// The first representation whose type is, or conforms to, one of `identifiers`.
    private func representation(conformingTo identifiers: [String]) -> Representation? {
      let wanted = identifiers.compactMap { UTType($0) }
      return representations.first { held in
        guard let type = UTType(held.typeIdentifier) else { return false }
        return wanted.contains { type.conforms(to: $0) }
      }
    }

    private static func bytes(of item: any NSSecureCoding) -> Data? {
      switch item {
      case let data as NSData: Data(bytes: data.bytes, count: data.length)
      case let string as NSString: Data(String(string).utf8)
      case let url as NSURL: Data(url.absoluteString.utf8)
      default: nil
      }
    }

    /// The bytes `load` gives its completion before returning.
    ///
    /// - Throws: The error it gives, ``TransferError/noData`` for neither, or
    ///   ``TransferError/unfinishedLoad(_:)`` when it returns without calling it.
    private static func loaded(
      _ typeIdentifier: String,
      by load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void
    ) throws -> Data {
      let result = Locked<Result<Data, any Error>?>(nil)
      load { data, error in
        result.withLock { $0 = data.map(Result.success) ?? .failure(error ?? TransferError.noData) }
      }
      guard let finished = result.withLock({ $0 }) else {
        throw TransferError.unfinishedLoad(typeIdentifier)
      }
      return try finished.get()
    }

    private static func finished() -> Progress {
      let progress = Progress(totalUnitCount: 1)
      progress.completedUnitCount = 1
      return progress
    }
  }
#endif
