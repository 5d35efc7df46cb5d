import Foundation

/// A new, empty directory in the system's temporary directory that is removed, with
/// everything in it, when the last reference to it goes.
///
/// A suite keeps one in a stored property, so each test gets its own directory and a test
/// run leaves nothing behind in `/tmp`, however the test ends.
public final class ScratchDirectory: Sendable {
  /// Where the directory is.
  public let url: URL

  /// Creates an empty directory whose name starts with `prefix`, followed by a UUID.
  public init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  }

  /// The location of `name` inside the directory.
  public func appendingPathComponent(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
