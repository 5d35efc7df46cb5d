import Foundation

/// A path to a regular file that must stay what it is: read, locked and replaced safely.
///
/// - The path is resolved through symbolic links (a dangling link resolves to its target),
///   so replacing the file updates the link's target and leaves the link in place.
/// - Only regular files are read or replaced: a directory, device, FIFO or socket is
///   refused with words saying which, and nothing is touched.
/// - A replacement writes a temporary file beside the target, gives it the target's
///   permission bits and owner (where the process may), flushes it to disk and renames it
///   over the target in one step: a crash leaves the old file or the new one, never half.
/// - A file whose owner has no write permission is refused, also for root.
package struct RegularFile: Sendable {
  /// The path the caller gave; errors name it.
  package let path: String
  /// Where the bytes live: `path` with every symbolic link followed.
  package let resolvedPath: String

  private var directory: String { (resolvedPath as NSString).deletingLastPathComponent }
  private var name: String { (resolvedPath as NSString).lastPathComponent }

  /// Resolves `path` through symbolic links.
  ///
  /// - Throws: ``FileSystemError`` when a component cannot be examined (not a directory,
  ///   permission denied, a loop of links).
  package init(path: String) throws(FileSystemError) {
    self.path = path
    self.resolvedPath = try Self.resolve(path)
  }

  /// The file's bytes and fingerprint, or `nil` when there is no file.
  ///
  /// - Throws: ``FileSystemError`` when the path is not a regular file or cannot be read.
  package func contents() throws(FileSystemError) -> (data: Data, fingerprint: FileFingerprint)? {
    let descriptor = open(resolvedPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .current(path: path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .current(path: path) }
    try Self.requireRegular(status, path: path)
    return (try readAll(descriptor, sizeHint: Int(status.st_size)), FileFingerprint(status))
  }

  /// Takes an exclusive advisory lock (`flock`) shared by every process using this file.
  ///
  /// The lock is taken on the folder that holds the target, because the target itself is
  /// replaced by each write; so nothing is left beside the file, and writers of two files
  /// in one folder take turns. Creates missing folders.
  ///
  /// - Returns: The lock; call ``FileLock/unlock()`` when done.
  /// - Throws: ``FileSystemError`` when the folder cannot be opened.
  package func lock() throws(FileSystemError) -> FileLock {
    try createDirectory()
    let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .current(path: path) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let error = FileSystemError.current(path: path)
        close(descriptor)
        throw error
      }
    }
    return FileLock(descriptor: descriptor)
  }

  /// Checks that the file may be replaced: missing, or a regular file its owner may write.
  ///
  /// - Throws: ``FileSystemError`` naming what the path is instead.
  package func requireReplaceable() throws(FileSystemError) {
    var status = stat()
    guard stat(resolvedPath, &status) == 0 else {
      if errno == ENOENT { return }
      throw .current(path: path)
    }
    try Self.requireRegular(status, path: path)
    guard status.st_mode & S_IWUSR != 0 else {
      let mode = String(status.st_mode & 0o777, radix: 8)
      throw FileSystemError(
        path: path, reason: "Is read-only (mode \(mode): its owner may not write it)")
    }
  }

  /// Replaces the file's contents in one step, keeping its permission bits and owner.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - removingStaleTemporaries: Also delete temporary files that an interrupted earlier
  ///     replacement left behind. Only safe while holding ``lock()``.
  /// - Throws: ``FileSystemError``; the file is unchanged on any error.
  package func replace(
    with data: Data, removingStaleTemporaries: Bool = false
  ) throws(FileSystemError) {
    try requireReplaceable()
    var existing = stat()
    let exists = stat(resolvedPath, &existing) == 0
    try createDirectory()
    let temporary = directory + "/" + Self.temporaryPrefix(name) + UUID().uuidString + ".tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .current(path: path) }
    do throws(FileSystemError) {
      if exists { try adopt(existing, descriptor: descriptor) }
      try write(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw FileSystemError.current(path: path) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0, rename(temporary, resolvedPath) == 0 else {
      let error = FileSystemError.current(path: path)
      unlink(temporary)
      throw error
    }
    syncDirectory()
    if removingStaleTemporaries { removeStaleTemporaries() }
  }

  /// The name prefix of temporary files for `name`: `.<name>.`.
  static func temporaryPrefix(_ name: String) -> String { ".\(name)." }

  private func adopt(_ existing: stat, descriptor: Int32) throws(FileSystemError) {
    // Owner first: changing the owner may clear set-id bits, which fchmod then restores.
    // A process that may not give the file away keeps its own ownership, as `cp -p` does.
    _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw .current(path: path) }
  }

  private func write(_ data: Data, to descriptor: Int32) throws(FileSystemError) {
    var failure: FileSystemError?
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = .current(path: path)
          return
        }
        offset += written
      }
    }
    if let failure { throw failure }
  }

  private func readAll(_ descriptor: Int32, sizeHint: Int) throws(FileSystemError) -> Data {
    var data = Data(capacity: max(sizeHint, 0))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Foundation.read(descriptor, &buffer, buffer.count)
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .current(path: path)
      }
      data.append(buffer, count: count)
    }
  }

  private func createDirectory() throws(FileSystemError) {
    guard !directory.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      var status = stat()
      let reason =
        stat(directory, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
        ? String(cString: strerror(ENOTDIR)) : String(cString: strerror(EACCES))
      throw FileSystemError(path: path, reason: reason)
    }
  }

  private func syncDirectory() {
    let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Deletes `.<name>.<UUID>.tmp` files: what a replacement killed mid-write leaves.
  private func removeStaleTemporaries() {
    let prefix = Self.temporaryPrefix(name)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for candidate in names where candidate.hasPrefix(prefix) && candidate.hasSuffix(".tmp") {
      let middle = candidate.dropFirst(prefix.count).dropLast(4)
      if UUID(uuidString: String(middle)) != nil { unlink(directory + "/" + candidate) }
    }
  }

  private static func requireRegular(_ status: stat, path: String) throws(FileSystemError) {
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: kind = "Is a directory"
    case S_IFCHR: kind = "Is a character device, not a regular file"
    case S_IFBLK: kind = "Is a block device, not a regular file"
    case S_IFIFO: kind = "Is a FIFO (named pipe), not a regular file"
    case S_IFSOCK: kind = "Is a socket, not a regular file"
    default: kind = "Is not a regular file"
    }
    throw FileSystemError(path: path, reason: kind)
  }

  /// `path` with every symbolic link followed; a missing last component is kept as is.
  private static func resolve(_ path: String) throws(FileSystemError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        if errno == ENOENT { return current }
        throw .current(path: path)
      }
      guard status.st_mode & S_IFMT == S_IFLNK else { return current }
      let target = try linkTarget(current, path: path)
      current =
        target.hasPrefix("/")
        ? target
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
    }
    throw FileSystemError(path: path, reason: String(cString: strerror(ELOOP)))
  }

  private static func linkTarget(_ link: String, path: String) throws(FileSystemError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else { throw .current(path: path) }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// An exclusive advisory lock taken by ``RegularFile/lock()``.
package struct FileLock: Sendable {
  let descriptor: Int32

  /// Releases the lock.
  package func unlock() {
    close(descriptor)
  }
}
