import Foundation

/// A route store kept in a JSON file: the store the real app uses.
///
/// - A missing file is an empty store; the file is created on the first write.
/// - Every write is atomic: the new content goes to a temporary file in the same folder,
///   which then replaces the old one, so a crash mid-write leaves the old file intact.
/// - The file carries a format version.
/// - A file it cannot decode (truncated, not JSON, another version, invalid routes) is
///   reported as ``RouteStoreError/unreadable(path:reason:)`` naming the path and the
///   reason, and is never overwritten: every write first reads the current file, and does
///   not write if that fails.
/// - Writes from one process are serialised (the store is an actor).
public actor FileRouteStore: RouteStore {
  /// The JSON file.
  public nonisolated let url: URL

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
  public func loadAll() throws -> [HikingRoute] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return []
    } catch {
      throw RouteStoreError.unreadable(path: url.path, reason: Self.reason(for: error))
    }
    do {
      return try RouteFile.decode(data)
    } catch {
      throw RouteStoreError.unreadable(path: url.path, reason: error.description)
    }
  }

  /// Adds a route to the file.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func insert(_ route: HikingRoute) throws {
    var routes = try loadAll()
    guard !routes.contains(where: { $0.id == route.id }) else {
      throw RouteStoreError.duplicateID(route.id)
    }
    routes.append(route)
    try write(routes)
  }

  /// Removes the route with the id from the file, if it is there.
  ///
  /// - Parameter id: The route's id.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func delete(id: HikingRoute.ID) throws {
    let routes = try loadAll()
    let remaining = routes.filter { $0.id != id }
    guard remaining.count != routes.count else { return }
    try write(remaining)
  }

  /// Replaces the routes in the file.
  ///
  /// Refuses to overwrite a file that exists but cannot be read.
  ///
  /// - Parameter routes: The new routes.
  /// - Throws: ``RouteStoreError``; the file is unchanged on any error.
  public func replaceAll(with routes: [HikingRoute]) throws {
    _ = try loadAll()
    try write(routes)
  }

  private func write(_ routes: [HikingRoute]) throws {
    for route in routes {
      do {
        try route.validate()
      } catch {
        throw RouteStoreError.invalidRoute(error)
      }
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try RouteFile.encode(routes).write(to: temporary)
      try Self.replace(url, with: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw RouteStoreError.unwritable(path: url.path, reason: Self.reason(for: error))
    }
  }

  /// The system's words for a file error ("Permission denied"), not a generic code.
  private static func reason(for error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error,
      (underlying as NSError).domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32((underlying as NSError).code)))
    }
    return error.localizedDescription
  }

  /// Renames `temporary` over `destination` in one step (POSIX `rename`).
  private static func replace(_ destination: URL, with temporary: URL) throws {
    guard rename(temporary.path, destination.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
  }
}
