#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#else
  /// A uniform type identifier, like the `UTType` of Apple's UniformTypeIdentifiers, which
  /// Linux lacks: what `.onInsert(of:perform:)` and `.fileImporter` accept.
  ///
  /// Only the identifier is kept; conformance between types is not modelled.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    /// The usual filename extension of the type, if it has one.
    public let preferredFilenameExtension: String?

    /// Creates the type with `identifier`; `nil` for an empty identifier.
    ///
    /// - Parameter identifier: The identifier, such as `com.example.route`.
    public init?(_ identifier: String) {
      guard !identifier.isEmpty else { return nil }
      self.init(identifier, filenameExtension: nil)
    }

    /// Creates a type the app declares, with `identifier`.
    ///
    /// - Parameter identifier: The identifier.
    public init(exportedAs identifier: String) {
      self.init(identifier, filenameExtension: nil)
    }

    /// Creates a type another app declares, with `identifier`.
    ///
    /// - Parameter identifier: The identifier.
    public init(importedAs identifier: String) {
      self.init(identifier, filenameExtension: nil)
    }

    /// The known type whose files end in `filenameExtension`; `nil` for an unknown one.
    ///
    /// - Parameter filenameExtension: The extension, without its dot (`"pdf"`).
    public init?(filenameExtension: String) {
      let lowered = filenameExtension.lowercased()
      guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered })
      else { return nil }
      self = known
    }

    private init(_ identifier: String, filenameExtension: String?) {
      self.identifier = identifier
      preferredFilenameExtension = filenameExtension
    }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType("public.item", filenameExtension: nil)
    /// Any content.
    public static let content = UTType("public.content", filenameExtension: nil)
    /// Bytes.
    public static let data = UTType("public.data", filenameExtension: nil)
    /// Text.
    public static let text = UTType("public.text", filenameExtension: nil)
    /// Plain text.
    public static let plainText = UTType("public.plain-text", filenameExtension: "txt")
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType("public.utf8-plain-text", filenameExtension: nil)
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(
      "public.comma-separated-values-text", filenameExtension: "csv")
    /// JSON.
    public static let json = UTType("public.json", filenameExtension: "json")
    /// A URL.
    public static let url = UTType("public.url", filenameExtension: nil)
    /// A file URL.
    public static let fileURL = UTType("public.file-url", filenameExtension: nil)
    /// A folder.
    public static let folder = UTType("public.folder", filenameExtension: nil)
    /// A directory.
    public static let directory = UTType("public.directory", filenameExtension: nil)
    /// Any image.
    public static let image = UTType("public.image", filenameExtension: nil)
    /// A PNG image.
    public static let png = UTType("public.png", filenameExtension: "png")
    /// A JPEG image.
    public static let jpeg = UTType("public.jpeg", filenameExtension: "jpeg")
    /// A PDF document.
    public static let pdf = UTType("com.adobe.pdf", filenameExtension: "pdf")
    /// Any audio.
    public static let audio = UTType("public.audio", filenameExtension: nil)
    /// Any movie.
    public static let movie = UTType("public.movie", filenameExtension: nil)

    private static let known: [UTType] = [
      plainText, commaSeparatedText, json, png, jpeg, pdf,
    ]
  }
#endif
