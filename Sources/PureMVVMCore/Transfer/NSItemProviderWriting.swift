import Foundation

#if !canImport(Darwin)
  /// A class whose objects an ``NSItemProvider`` can hold, like Foundation's
  /// `NSItemProviderWriting` on Apple platforms: `NSString` and `NSURL` conform.
  public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The identifiers of the types an object writes, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Writes the object as `typeIdentifier`, calling `completionHandler` with the bytes
    /// or an error.
    ///
    /// - Parameters:
    ///   - typeIdentifier: One of the writable identifiers.
    ///   - completionHandler: Receives the bytes or the error.
    /// - Returns: The write's progress, if it reports one.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress?
  }

  /// A class whose objects an ``NSItemProvider`` can load, like Foundation's
  /// `NSItemProviderReading` on Apple platforms: `NSString` and `NSURL` conform.
  public protocol NSItemProviderReading: NSObjectProtocol {
    /// The identifiers of the types an object is read from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// Reads an object from bytes of `typeIdentifier`.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - typeIdentifier: Their type's identifier.
    /// - Returns: The object.
    /// - Throws: When the bytes are not such an object.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  /// Who may load a representation registered with an ``NSItemProvider``, like
  /// Foundation's `NSItemProviderRepresentationVisibility`; a host's drops stay in the app.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// This process only.
    case ownProcess = 3
  }

  extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain text in UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      [UTType.utf8PlainText.identifier]
    }

    /// Any text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      [UTType.text.identifier]
    }

    /// Writes the string in UTF-8.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress? {
      completionHandler(Data(String(self).utf8), nil)
      return nil
    }

    /// Reads a string from UTF-8 bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let string = String(data: data, encoding: .utf8) else {
        throw TransferError.unreadable(UTType(typeIdentifier) ?? .text)
      }
      return Self(string: string)
    }
  }

  extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      [UTType.url.identifier]
    }

    /// A URL or a file URL.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      [UTType.url.identifier]
    }

    /// Writes the URL's absolute string.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress? {
      completionHandler(Data(absoluteString.utf8), nil)
      return nil
    }

    /// Reads a URL from its string.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) as? Self else {
        throw TransferError.unreadable(UTType(typeIdentifier) ?? .url)
      }
      return url
    }
  }
#endif
