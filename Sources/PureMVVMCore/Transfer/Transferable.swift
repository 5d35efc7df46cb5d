#if canImport(CoreTransferable)
  @_exported import CoreTransferable
#else
  import Foundation

  /// A value that can be shared, dragged and dropped, like the `Transferable` of Apple's
  /// CoreTransferable, which Linux lacks.
  ///
  /// Its ``transferRepresentation`` says how it travels: as a `Codable` value, as bytes,
  /// as a file, or as another transferable value. A drop goes through it, as in SwiftUI:
  /// the sender exports the first representation the receiver can import.
  public protocol Transferable: SendableMetatype {
    /// The representations' type.
    associatedtype Representation: TransferRepresentation

    /// How the value is exported and imported, most faithful representation first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation {
      get
    }
  }

  extension Transferable {
    /// How values of this type are exported and imported, in order.
    ///
    /// A type met again while its own representations are being read (a proxy of a proxy
    /// of itself) has none there, so a cycle of proxies ends instead of recursing forever.
    package static var transferCodecs: [_TransferCodec<Self>] {
      let type = ObjectIdentifier(Self.self)
      guard Self.self != Never.self, !TransferExpansion.types.contains(type) else { return [] }
      return TransferExpansion.$types.withValue(TransferExpansion.types.union([type])) {
        transferRepresentation._codecs() as? [_TransferCodec<Self>] ?? []
      }
    }
  }

  /// The transferable types whose representations are being read.
  enum TransferExpansion {
    @TaskLocal static var types: Set<ObjectIdentifier> = []
  }

  extension String: Transferable {
    /// Plain text in UTF-8; any plain text is imported, read as UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .utf8PlainText) {
        Data($0.utf8)
      } importing: { data in
        try text(data)
      }
      DataRepresentation(importedContentType: .plainText) { try text($0) }
    }

    /// The UTF-8 text of `data`.
    private static func text(_ data: Data) throws -> String {
      guard let text = String(data: data, encoding: .utf8) else {
        throw TransferError.unreadable(.utf8PlainText)
      }
      return text
    }
  }

  extension URL: Transferable {
    /// The URL's absolute string.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .url) {
        Data($0.absoluteString.utf8)
      } importing: { data in
        guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
          throw TransferError.unreadable(.url)
        }
        return url
      }
    }
  }

  extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .data) {
        $0
      } importing: {
        $0
      }
    }
  }

  extension AttributedString: Transferable {
    /// The string's characters, as plain text; its attributes are not transferred.
    public static var transferRepresentation: some TransferRepresentation {
      ProxyRepresentation {
        String($0.characters)
      } importing: {
        AttributedString($0)
      }
    }
  }

  extension Never: Transferable {
    /// `Never` has no representation.
    public static var transferRepresentation: Never {
      fatalError("Never has no transfer representation.")
    }
  }
#endif
