/// The routes a store held at one moment, with the version that tells a later read whether
/// anything changed since.
public struct RouteSnapshot: Sendable, Equatable {
  /// Every stored route, in no particular order.
  public let routes: [HikingRoute]
  /// The store's version when the routes were read.
  public let version: RouteStoreVersion

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - routes: The routes.
  ///   - version: The store's version when they were read.
  public init(routes: [HikingRoute], version: RouteStoreVersion) {
    self.routes = routes
    self.version = version
  }
}

/// An opaque marker of a store's contents: equal versions mean nothing changed.
public struct RouteStoreVersion: Sendable, Equatable {
  private let value: any Hashable & Sendable

  /// Wraps a value that changes whenever the store changes: a counter, a file's
  /// fingerprint.
  ///
  /// - Parameter value: The marker.
  public init(_ value: some Hashable & Sendable) {
    self.value = value
  }

  /// Whether both versions wrap equal values of the same type.
  ///
  /// - Parameters:
  ///   - lhs: A version.
  ///   - rhs: Another version.
  /// - Returns: Whether they are the same version.
  public static func == (lhs: RouteStoreVersion, rhs: RouteStoreVersion) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }
}
