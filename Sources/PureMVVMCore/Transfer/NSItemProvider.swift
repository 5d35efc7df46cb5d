import Foundation

#if !canImport(Darwin)
  /// Items dropped on a view, like Foundation's `NSItemProvider` on Apple platforms (which
  /// Linux lacks): what `.onInsert(of:perform:)` receives.
  ///
  /// It names what it holds and, for a file, where it is; loading an item's data is not
  /// modelled.
  public final class NSItemProvider: Sendable {
    /// The identifiers of the types the provider holds, most faithful first.
    public let registeredTypeIdentifiers: [String]
    /// The file the provider holds, if it holds one.
    public let fileURL: URL?
    /// The name the items should be saved under.
    public let suggestedName: String?

    /// Creates a provider that holds nothing.
    public convenience init() {
      self.init(types: [], fileURL: nil, suggestedName: nil)
    }

    /// Creates a provider for a file; `nil` when there is no file.
    ///
    /// - Parameter fileURL: The file.
    public convenience init?(contentsOf fileURL: URL?) {
      guard let fileURL else { return nil }
      let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
      self.init(
        types: [type.identifier], fileURL: fileURL, suggestedName: fileURL.lastPathComponent)
    }

    /// Creates a provider holding items of the types named by `identifiers`.
    ///
    /// - Parameters:
    ///   - types: The identifiers of the types it holds.
    ///   - fileURL: The file it holds, if any.
    ///   - suggestedName: The name to save under.
    public init(types: [String], fileURL: URL? = nil, suggestedName: String? = nil) {
      registeredTypeIdentifiers = types
      self.fileURL = fileURL
      self.suggestedName = suggestedName
    }

    /// Whether the provider holds an item of the type named by `typeIdentifier`.
    ///
    /// - Parameter typeIdentifier: The type's identifier.
    /// - Returns: Whether one of its types has that identifier.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      registeredTypeIdentifiers.contains(typeIdentifier)
    }
  }
#endif
