/// Why a route store could not read or write its routes.
public enum RouteStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The store file exists but cannot be used; it is left untouched.
  case unreadable(path: String, reason: String)
  /// The store could not write its file; the previous file is intact.
  case unwritable(path: String, reason: String)
  /// A route given to the store is not valid.
  case invalidRoute(RouteValidationError)
  /// A route with the same id is already stored.
  case duplicateID(HikingRoute.ID)
  /// No stored route has the id: it was deleted, perhaps by another session.
  case routeNotFound(HikingRoute.ID)

  /// A one-line message naming the file and the reason.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "Cannot read routes from \(path): \(sentence(reason)) The file was left untouched."
    case .unwritable(let path, let reason):
      return "Cannot save routes to \(path): \(sentence(reason))"
    case .invalidRoute(let problem):
      return "Invalid route: \(problem)"
    case .duplicateID(let id):
      return "A route with id \(id) is already stored."
    case .routeNotFound(let id):
      return "No route with id \(id) is stored; it may have been deleted elsewhere."
    }
  }

  /// `reason` ending in exactly one full stop.
  private func sentence(_ reason: String) -> String {
    reason.hasSuffix(".") ? reason : reason + "."
  }
}
