import Foundation

#if !canImport(Darwin)
  /// A file or folder held in memory, like Foundation's `FileWrapper` on Apple platforms
  /// (which Linux lacks): what a ``FileDocument`` reads from and writes to.
  public final class FileWrapper {
    /// The bytes of a regular file; `nil` for a folder.
    public private(set) var regularFileContents: Data?
    /// The files of a folder, by name; `nil` for a regular file.
    public private(set) var fileWrappers: [String: FileWrapper]?
    /// The name the file would like to be saved under.
    public var preferredFilename: String?
    /// The name the file has on disk, once read or written.
    public var filename: String?

    /// Creates a regular file holding `contents`.
    ///
    /// - Parameter contents: The bytes.
    public init(regularFileWithContents contents: Data) {
      regularFileContents = contents
    }

    /// Creates a folder holding `childrenByPreferredName`.
    ///
    /// - Parameter childrenByPreferredName: The files, by name.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      fileWrappers = childrenByPreferredName
      for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
        child.preferredFilename = name
      }
    }

    /// Whether it is a regular file.
    public var isRegularFile: Bool { regularFileContents != nil }
    /// Whether it is a folder.
    public var isDirectory: Bool { fileWrappers != nil }

    /// Writes the file or folder at `url`, replacing what is there.
    ///
    /// A regular file is written atomically (a temporary file renamed into place), so a
    /// failed write leaves the old file whole.
    ///
    /// - Parameters:
    ///   - url: Where to write.
    ///   - options: Accepted.
    ///   - originalContentsURL: Accepted.
    /// - Throws: The file system's error.
    public func write(
      to url: URL, options: FileWrapper.WritingOptions = [], originalContentsURL: URL?
    ) throws {
      if let regularFileContents {
        try regularFileContents.write(to: url, options: .atomic)
      } else {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, child) in fileWrappers ?? [:] {
          try child.write(
            to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
        }
      }
      filename = url.lastPathComponent
    }

    /// How a file wrapper writes itself.
    public struct WritingOptions: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt

      /// Creates options from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Write atomically.
      public static let atomic = WritingOptions(rawValue: 1)
      /// Update the file names of the wrappers.
      public static let withNameUpdating = WritingOptions(rawValue: 2)
    }
  }
#endif
