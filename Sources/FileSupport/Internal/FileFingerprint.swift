import Foundation

/// What identifies one version of a file: device, inode, size and change times.
///
/// Two equal fingerprints mean the file was not replaced or rewritten in between, so a
/// reader can skip reading it again.
package struct FileFingerprint: Hashable, Sendable {
  private let device: UInt64
  private let inode: UInt64
  private let size: Int64
  private let modified: timespec
  private let changed: timespec

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = status.st_mtimespec
      changed = status.st_ctimespec
    #else
      modified = status.st_mtim
      changed = status.st_ctim
    #endif
  }

  /// The fingerprint of the file at `path` (following symbolic links), or `nil` if there is
  /// no file there.
  ///
  /// - Throws: ``FileSystemError`` when the path cannot be examined.
  package static func of(_ path: String) throws(FileSystemError) -> FileFingerprint? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw .current(path: path)
    }
    return FileFingerprint(status)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(inode)
    hasher.combine(size)
    hasher.combine(modified.tv_nsec)
  }

  package static func == (lhs: FileFingerprint, rhs: FileFingerprint) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
      && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
      && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
  }
}
