#if !os(macOS)
  import Foundation

  /// A Mac pasteboard, standing in for AppKit's `NSPasteboard` where there is no AppKit, so
  /// designs that copy with `NSPasteboard.general.setString(code, forType: .string)` compile
  /// and can be checked.
  ///
  /// ``general`` is one pasteboard for the whole process, as the system's is for a Mac:
  /// tests that write it should not run in parallel with others that read it.
  public final class NSPasteboard: Sendable {
    /// A kind of data on a pasteboard, like AppKit's `NSPasteboard.PasteboardType`.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
      /// The type's identifier, a uniform type identifier.
      public let rawValue: String

      /// The type with `rawValue` as its identifier.
      ///
      /// - Parameter rawValue: The identifier.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The type with `rawValue` as its identifier.
      ///
      /// - Parameter rawValue: The identifier.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// Plain text.
      public static let string = PasteboardType("public.utf8-plain-text")
      /// A URL.
      public static let URL = PasteboardType("public.url")
      /// A file's URL.
      public static let fileURL = PasteboardType("public.file-url")
      /// HTML.
      public static let html = PasteboardType("public.html")
      /// Rich text.
      public static let rtf = PasteboardType("public.rtf")
      /// A PNG image.
      public static let png = PasteboardType("public.png")
      /// A TIFF image.
      public static let tiff = PasteboardType("public.tiff")
      /// A PDF document.
      public static let pdf = PasteboardType("com.adobe.pdf")
    }

    /// What the pasteboard holds: each type's data, in the order written.
    private struct Contents {
      var items: [(type: PasteboardType, data: Data)] = []
      var changeCount = 0
    }

    private let contents = Locked(Contents())

    /// The pasteboard of the whole process.
    public static let general = NSPasteboard()

    /// Creates an empty pasteboard.
    init() {}

    /// How many times the pasteboard was cleared.
    public var changeCount: Int { contents.withLock(\.changeCount) }

    /// The types it holds, in the order written; `nil` when it is empty.
    public var types: [PasteboardType]? {
      contents.withLock { $0.items.isEmpty ? nil : $0.items.map(\.type) }
    }

    /// Empties the pasteboard, before writing to it.
    ///
    /// - Returns: The new change count.
    @discardableResult
    public func clearContents() -> Int {
      contents.withLock { contents in
        contents.items = []
        contents.changeCount += 1
        return contents.changeCount
      }
    }

    /// Empties the pasteboard and says which types will be written, the older way to
    /// start a copy.
    ///
    /// - Parameters:
    ///   - newTypes: The types; accepted, as each write names its own.
    ///   - newOwner: What would provide the data lazily; accepted.
    /// - Returns: The new change count.
    @discardableResult
    public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int {
      clearContents()
    }

    /// Puts `data` on the pasteboard as `type`, replacing what it held of that type.
    ///
    /// - Parameters:
    ///   - data: The data; `nil` removes that type's.
    ///   - type: Its type.
    /// - Returns: `true`.
    @discardableResult
    public func setData(_ data: Data?, forType type: PasteboardType) -> Bool {
      contents.withLock { contents in
        contents.items.removeAll { $0.type == type }
        if let data { contents.items.append((type, data)) }
      }
      return true
    }

    /// Puts `string` on the pasteboard as `type`, in UTF-8.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - type: Its type, `.string` for plain text.
    /// - Returns: `true`.
    @discardableResult
    public func setString(_ string: String, forType type: PasteboardType) -> Bool {
      setData(Data(string.utf8), forType: type)
    }

    /// The data the pasteboard holds as `type`, if any.
    ///
    /// - Parameter type: The type.
    /// - Returns: The data, or `nil`.
    public func data(forType type: PasteboardType) -> Data? {
      contents.withLock { $0.items.first { $0.type == type }?.data }
    }

    /// The text the pasteboard holds as `type`, if any and if it is UTF-8.
    ///
    /// - Parameter type: The type.
    /// - Returns: The text, or `nil`.
    public func string(forType type: PasteboardType) -> String? {
      data(forType: type).flatMap { String(data: $0, encoding: .utf8) }
    }
  }
#endif
