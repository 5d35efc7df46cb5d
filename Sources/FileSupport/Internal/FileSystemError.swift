import Foundation

/// A file operation that failed, with the path and the reason in the system's words.
///
/// The reason reads like `strerror` ("Permission denied", "Is a directory"), never like a
/// Foundation error code.
package struct FileSystemError: Error, Equatable, CustomStringConvertible {
  /// The path the caller gave.
  package let path: String
  /// Why the operation failed, in words.
  package let reason: String

  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The error for the current `errno`.
  package static func current(path: String) -> FileSystemError {
    FileSystemError(path: path, reason: String(cString: strerror(errno)))
  }

  package var description: String { "\(path): \(reason)" }
}
