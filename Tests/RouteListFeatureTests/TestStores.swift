import Foundation
import PureMVVMCore
import RouteListFeature

/// A store whose writes fail on demand, to prove nothing is half-applied.
final class FailingRouteStore: RouteStore {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  private let base: InMemoryRouteStore
  private let failsWrites: Bool
  private let loadFailures: Locked<Bool>

  init(routes: [HikingRoute] = [], failsWrites: Bool = true, failsLoads: Bool = false) {
    base = InMemoryRouteStore(routes: routes)
    self.failsWrites = failsWrites
    loadFailures = Locked(failsLoads)
  }

  var routes: [HikingRoute] { base.routes }

  /// Whether reads fail; a test may switch it, to fail only some of them.
  var failsLoads: Bool {
    get { loadFailures.withLock { $0 } }
    set { loadFailures.withLock { $0 = newValue } }
  }

  func loadAll() async throws -> [HikingRoute] {
    if failsLoads { throw Failure() }
    return await base.loadAll()
  }

  func loadIfChanged(since version: RouteStoreVersion?) async throws -> RouteSnapshot? {
    if failsLoads { throw Failure() }
    return await base.loadIfChanged(since: version)
  }

  func insert(_ route: HikingRoute) async throws {
    if failsWrites { throw Failure() }
    try await base.insert(route)
  }

  func update(_ route: HikingRoute) async throws {
    if failsWrites { throw Failure() }
    try await base.update(route)
  }

  func delete(id: HikingRoute.ID) async throws {
    if failsWrites { throw Failure() }
    await base.delete(id: id)
  }

  func replaceAll(with routes: [HikingRoute]) async throws {
    if failsWrites { throw Failure() }
    await base.replaceAll(with: routes)
  }
}
