#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#else

  /// A uniform type identifier, like the `UTType` of Apple's UniformTypeIdentifiers, which
  /// Linux lacks: what `.onInsert(of:perform:)` and `.fileImporter` accept.
  ///
  /// Types conform as Apple declares the system's types (plain text is text, which is
  /// data); a type the app declares conforms to the type it names, or else to data. A
  /// declaration holds for the whole process, as an app's Info.plist does: once declared,
  /// `UTType("com.example.route")` conforms as the declaration says, and the first
  /// declaration of an identifier is the one kept. Two types are equal when their
  /// identifiers are.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    /// The usual filename extension of the type, if it has one.
    public let preferredFilenameExtension: String?
    /// The identifiers of the types this one conforms to directly.
    private let parents: [String]

    /// Creates the type with `identifier`; `nil` for an empty identifier.
    ///
    /// - Parameter identifier: The identifier, such as `com.example.route`.
    public init?(_ identifier: String) {
      guard !identifier.isEmpty else { return nil }
      self.init(identifier, filenameExtension: nil)
    }

    /// Creates a type the app declares, with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - parentType: The type it conforms to; `nil` for data.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(declaring: identifier, conformingTo: parentType)
    }

    /// Creates a type another app declares, with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - parentType: The type it conforms to; `nil` for data.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(declaring: identifier, conformingTo: parentType)
    }

    /// Declares `identifier` as conforming to `parentType` (data when `nil`), unless it was
    /// declared before, and makes the type.
    private init(declaring identifier: String, conformingTo parentType: UTType?) {
      let parents = [(parentType ?? .data).identifier]
      Self.declared.withLock { declared in
        if declared[identifier] == nil { declared[identifier] = parents }
      }
      self.init(identifier, filenameExtension: nil)
    }

    /// The known type whose files end in `filenameExtension`; `nil` for an unknown one.
    ///
    /// - Parameter filenameExtension: The extension, without its dot (`"pdf"`).
    public init?(filenameExtension: String) {
      let lowered = filenameExtension.lowercased()
      let aliases = ["jpg": "jpeg", "jpe": "jpeg", "text": "txt"]
      let name = aliases[lowered] ?? lowered
      guard let known = Self.known.first(where: { $0.preferredFilenameExtension == name })
      else { return nil }
      self = known
    }

    private init(_ identifier: String, filenameExtension: String?, parents: [String]? = nil) {
      self.identifier = identifier
      preferredFilenameExtension = filenameExtension
      self.parents = parents ?? Self.parents(of: identifier)
    }

    /// The identifier.
    public var description: String { identifier }

    /// Whether the two types have the same identifier.
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
      lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether this type is `type` or conforms to it, directly or through its parents.
    ///
    /// - Parameter type: The type that may be a parent.
    /// - Returns: Whether a value of this type is also a value of `type`.
    public func conforms(to type: UTType) -> Bool {
      supertypes.contains(type) || self == type
    }

    /// Every type this one conforms to, itself excepted.
    public var supertypes: Set<UTType> {
      var found: Set<String> = []
      var pending = parents
      while let next = pending.popLast() {
        guard found.insert(next).inserted else { continue }
        pending += Self.parents(of: next)
      }
      return Set(found.map { UTType($0, filenameExtension: nil) })
    }

    /// Whether this type conforms to `type` and is not it.
    ///
    /// - Parameter type: The possible parent.
    /// - Returns: Whether `type` is among ``supertypes``.
    public func isSubtype(of type: UTType) -> Bool {
      supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    ///
    /// - Parameter type: The possible child.
    /// - Returns: Whether this type is among `type`'s ``supertypes``.
    public func isSupertype(of type: UTType) -> Bool {
      type.isSubtype(of: self)
    }

    /// The types the app declared, with the identifiers of their parents.
    private static let declared = Locked<[String: [String]]>([:])

    /// The identifiers of the types `identifier` conforms to directly: as declared by the
    /// app, or by Apple for the system's types.
    private static func parents(of identifier: String) -> [String] {
      declared.withLock { $0[identifier] } ?? systemParents[identifier] ?? []
    }

    /// The parents Apple declares for the system's types.
    private static let systemParents: [String: [String]] = [
      "public.content": ["public.item"],
      "public.data": ["public.item"],
      "public.text": ["public.data", "public.content"],
      "public.plain-text": ["public.text"],
      "public.utf8-plain-text": ["public.plain-text"],
      "public.comma-separated-values-text": ["public.text"],
      "public.json": ["public.text"],
      "public.url": ["public.data"],
      "public.file-url": ["public.url"],
      "public.directory": ["public.item"],
      "public.folder": ["public.directory"],
      "public.image": ["public.data", "public.content"],
      "public.png": ["public.image"],
      "public.jpeg": ["public.image"],
      "com.adobe.pdf": ["public.data", "public.content"],
      "public.audiovisual-content": ["public.data", "public.content"],
      "public.audio": ["public.audiovisual-content"],
      "public.movie": ["public.audiovisual-content"],
      "public.video": ["public.movie"],
      "public.mpeg-4": ["public.movie"],
      "com.apple.quicktime-movie": ["public.movie"],
      "public.mp3": ["public.audio"],
      "com.compuserve.gif": ["public.image"],
      "public.heic": ["public.image"],
      "public.executable": ["public.item"],
      "com.apple.application": ["public.executable"],
      "com.apple.package": ["public.directory"],
      "com.apple.bundle": ["public.directory"],
      "com.apple.application-bundle": [
        "com.apple.application", "com.apple.bundle", "com.apple.package",
      ],
    ]

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
    /// Audio and video.
    public static let audiovisualContent = UTType(
      "public.audiovisual-content", filenameExtension: nil)
    /// Any video.
    public static let video = UTType("public.video", filenameExtension: nil)
    /// An MPEG-4 movie.
    public static let mpeg4Movie = UTType("public.mpeg-4", filenameExtension: "mp4")
    /// A QuickTime movie.
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", filenameExtension: "mov")
    /// MP3 audio.
    public static let mp3 = UTType("public.mp3", filenameExtension: "mp3")
    /// A GIF image.
    public static let gif = UTType("com.compuserve.gif", filenameExtension: "gif")
    /// HEIC image.
    public static let heic = UTType("public.heic", filenameExtension: "heic")
    /// Anything that can be run.
    public static let executable = UTType("public.executable", filenameExtension: nil)
    /// An app.
    public static let application = UTType("com.apple.application", filenameExtension: nil)
    /// A folder shown as one file, as a document package.
    public static let package = UTType("com.apple.package", filenameExtension: nil)
    /// A folder of code and resources, as an app's or a plug-in's.
    public static let bundle = UTType("com.apple.bundle", filenameExtension: nil)
    /// A Mac app, a bundle whose name ends in `.app`.
    public static let applicationBundle = UTType(
      "com.apple.application-bundle", filenameExtension: "app")

    private static let known: [UTType] = [
      plainText, commaSeparatedText, json, png, jpeg, pdf, mpeg4Movie, quickTimeMovie, mp3, gif,
      heic, applicationBundle,
    ]
  }
#endif
