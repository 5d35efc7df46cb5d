import FileSupport
import Foundation
import PureMVVM
import PureMVVMCore

/// A route store kept in a JSON file: the store the real app uses.
///
/// Any number of processes (and stores in one process) may share one file; none of them
/// ever loses another's change:
///
/// - Every change is a read-modify-write under an exclusive advisory lock (`flock` on the
///   folder that holds the file, so no lock file is left behind), and the writer checks
///   the file's version under the lock and re-reads it whenever another writer changed it,
///   so concurrent adds and deletes all survive.
/// - ``loadIfChanged(since:)`` compares the file's inode, size and change times with the
///   version the caller last saw, and reads the file again only when a writer changed it.
/// - Writes are atomic: a temporary file beside the target, flushed, then renamed over it;
///   a crash leaves the old file or the new one. Temporary files that an interrupted save
///   left behind are removed by the next successful save.
/// - The path stays what it was: a symbolic link stays a link and its target is updated;
///   the file keeps its permission bits and (where the process may) its owner. A file its
///   owner may not write is refused, also when running as root.
/// - A missing file is an empty store; the file is created on the first write.
/// - A file it cannot use (not JSON, truncated, another format version, fields this
///   version does not know, invalid routes, not a regular file) is reported as
///   ``RouteStoreError/unreadable(path:reason:)`` naming the path and the reason, and is
///   never overwritten.
public actor FileRouteStore: RouteStore {
  /// The JSON file.
  public nonisolated let url: URL

  /// What this store last read or wrote, and the file's version then: while the file is
  /// still at that version, neither a load nor a change under the lock decodes it again.
  private var known: (fingerprint: FileFingerprint, routes: [HikingRoute])?

  /// Creates a store for the file at `url`; nothing is read or written yet.
  ///
  /// - Parameter url: The JSON file.
  public init(url: URL) {
    self.url = url
  }

  /// The routes in the file; none if the file does not exist.
  ///
  /// - Returns: The routes, in file order.
  /// - Throws: ``RouteStoreError/unreadable(path:reason:)`` if the file cannot be used.
  public func loadAll() throws(RouteStoreError) -> [HikingRoute] {
    try read(try file()).routes
  }

  /// The routes in the file and its version (inode, size and change times), or `nil` if
  /// the file is still at `version`.
  ///
  /// - Parameter version: The version the caller last saw; `nil` always reads.
  /// - Returns: The routes and their version, or `nil` when the file did not change.
  /// - Throws: ``RouteStoreError/unreadable(path:reason:)`` if the file cannot be used.
  public func loadIfChanged(
    since version: RouteStoreVersion?
  ) throws(RouteStoreError) -> RouteSnapshot? {
    let file = try file()
    let current = try fingerprint(of: file)
    if RouteStoreVersion(current) == version { return nil }
    if let known, known.fingerprint == current {
      return RouteSnapshot(routes: known.routes, version: RouteStoreVersion(current))
    }
    let (routes, fingerprint) = try read(file)
    return RouteSnapshot(routes: routes, version: RouteStoreVersion(fingerprint))
  }

  /// Adds a route to the file.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func insert(_ route: HikingRoute) throws(RouteStoreError) {
    do {
      try route.validate()
    } catch {
      throw .invalidRoute(error)
    }
    try change { routes throws(RouteStoreError) in
      try routes.appendChecked(route)
    }
  }

  /// Replaces the route that has `route`'s id in the file, under the lock.
  ///
  /// - Parameter route: The route as it should be stored.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func update(_ route: HikingRoute) throws(RouteStoreError) {
    try change { routes throws(RouteStoreError) in
      try routes.replaceChecked(route)
    }
  }

  /// Removes the route with the id from the file, if it is there.
  ///
  /// - Parameter id: The route's id.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func delete(id: HikingRoute.ID) throws(RouteStoreError) {
    try change { routes throws(RouteStoreError) in
      routes.removeAll { $0.id == id }
    }
  }

  /// Replaces the routes in the file.
  ///
  /// Refuses to overwrite a file that exists but cannot be read.
  ///
  /// - Parameter routes: The new routes.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func replaceAll(with routes: [HikingRoute]) throws(RouteStoreError) {
    try change { current throws(RouteStoreError) in
      current = routes
    }
  }

  /// Applies `body` to the routes in the file, under the lock, and writes the result if it
  /// changed anything.
  private func change(
    _ body: (inout [HikingRoute]) throws(RouteStoreError) -> Void
  ) throws(RouteStoreError) {
    let file = try file()
    let lock: FileLock
    do {
      lock = try file.lock()
    } catch {
      throw .unwritable(path: url.path, reason: error.reason)
    }
    defer { lock.unlock() }
    let before = try readUnlessKnown(file)
    var routes = before
    try body(&routes)
    guard routes != before else { return }
    try write(routes, to: file)
  }

  private func file() throws(RouteStoreError) -> RegularFile {
    do {
      return try RegularFile(path: url.path)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
  }

  /// The routes in the file, re-read only when its version (inode, size, change times)
  /// differs from the one this store last read or wrote.
  private func readUnlessKnown(_ file: RegularFile) throws(RouteStoreError) -> [HikingRoute] {
    if let known, known.fingerprint == (try fingerprint(of: file)) { return known.routes }
    return try read(file).routes
  }

  /// The file's version now (inode, size, change times); `nil` when it does not exist.
  private func fingerprint(of file: RegularFile) throws(RouteStoreError) -> FileFingerprint? {
    do {
      return try FileFingerprint.of(file.resolvedPath)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
  }

  private func read(
    _ file: RegularFile
  ) throws(RouteStoreError) -> (routes: [HikingRoute], fingerprint: FileFingerprint?) {
    let contents: (data: Data, fingerprint: FileFingerprint)?
    do {
      contents = try file.contents()
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    guard let contents else { return ([], nil) }
    do {
      let routes = try RouteFile.decode(contents.data)
      known = (contents.fingerprint, routes)
      return (routes, contents.fingerprint)
    } catch {
      throw .unreadable(path: url.path, reason: error.description)
    }
  }

  private func write(_ routes: [HikingRoute], to file: RegularFile) throws(RouteStoreError) {
    for route in routes {
      do {
        try route.validate()
      } catch {
        throw .invalidRoute(error)
      }
    }
    do {
      try file.replace(with: RouteFile.encode(routes), removingStaleTemporaries: true)
      if let fingerprint = try FileFingerprint.of(file.resolvedPath) {
        known = (fingerprint, routes)
      }
    } catch {
      throw .unwritable(path: url.path, reason: error.reason)
    }
  }
}
