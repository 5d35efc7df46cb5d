import Foundation
import Observation

/// The logic of the route list: loading, order, the "Menos de 10 km" filter, adding and
/// deleting with validation, persistence through a ``RouteStore``.
///
/// ```swift
/// let viewModel = RouteListViewModel(store: FileRouteStore(url: fileURL))
/// await viewModel.load()
/// viewModel.shortRoutesOnly = true
/// viewModel.visibleRoutes  // short routes, by name
/// ```
///
/// Changes are applied to ``routes`` only after the store accepted them: a store failure
/// leaves ``routes`` as they were and sets ``errorMessage`` — nothing is half-applied.
@MainActor
@Observable
public final class RouteListViewModel {
  /// Every route, ordered by name (see `sortedByName()`).
  public private(set) var routes: [HikingRoute] = [] {
    didSet { visibleRoutesCache = nil }
  }
  /// Whether the "Menos de 10 km" filter is on.
  public var shortRoutesOnly = false {
    didSet { visibleRoutesCache = nil }
  }
  /// The name typed for a new route.
  public var newRouteName = ""
  /// The distance typed for a new route, in kilometres (`6.4` or `6,4`).
  public var newRouteDistance = ""
  /// What went wrong with the last action, if anything.
  public private(set) var errorMessage: String?

  @ObservationIgnored private let store: any RouteStore
  @ObservationIgnored private var visibleRoutesCache: [HikingRoute]?
  @ObservationIgnored private var pendingWork: [Task<Void, Never>] = []

  /// Creates a view model over `store`; call ``load()`` to read it.
  ///
  /// - Parameter store: Where routes are kept.
  public init(store: any RouteStore) {
    self.store = store
  }

  /// The routes the list shows: ``routes`` filtered by ``shortRoutesOnly``.
  ///
  /// Computed once per change of ``routes`` or ``shortRoutesOnly``; reading it again
  /// without a change returns the cached array.
  public var visibleRoutes: [HikingRoute] {
    let routes = self.routes
    let shortRoutesOnly = self.shortRoutesOnly
    if let visibleRoutesCache { return visibleRoutesCache }
    let visible = shortRoutesOnly ? routes.filter(\.isShort) : routes
    visibleRoutesCache = visible
    return visible
  }

  /// Reads every route from the store.
  ///
  /// - Returns: Whether the store could be read; if not, ``errorMessage`` says why and
  ///   ``routes`` are unchanged.
  @discardableResult
  public func load() async -> Bool {
    do {
      routes = try await store.loadAll().sortedByName()
      errorMessage = nil
      return true
    } catch {
      errorMessage = "\(error)"
      return false
    }
  }

  /// Validates and stores a new route, then shows it.
  ///
  /// - Parameters:
  ///   - name: The name; leading and trailing whitespace is removed.
  ///   - distance: The distance in kilometres: finite, over 0, at most 1,000.
  /// - Returns: Whether the route was added; if not, ``errorMessage`` says why.
  @discardableResult
  public func add(name: String, distance: Double) async -> Bool {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    do {
      try HikingRoute.validate(name: name, distance: distance)
    } catch {
      errorMessage = error.description
      return false
    }
    let route = HikingRoute(name: name, distance: distance)
    do {
      try await store.insert(route)
    } catch {
      errorMessage = "\(error)"
      return false
    }
    routes = (routes + [route]).sortedByName()
    errorMessage = nil
    return true
  }

  /// Deletes a route from the store, then from the list.
  ///
  /// - Parameter id: The route's id.
  /// - Returns: Whether the route was deleted; if not, ``errorMessage`` says why.
  @discardableResult
  public func delete(_ id: HikingRoute.ID) async -> Bool {
    do {
      try await store.delete(id: id)
    } catch {
      errorMessage = "\(error)"
      return false
    }
    routes.removeAll { $0.id == id }
    errorMessage = nil
    return true
  }

  /// The user tapped "Añadir": adds the typed route and clears the fields if it worked.
  ///
  /// Await ``settle()`` to wait for the store.
  public func addButtonTapped() {
    let name = newRouteName
    let distanceText = newRouteDistance
    let distance: Double
    do {
      distance = try HikingRoute.parseDistance(distanceText)
    } catch {
      errorMessage = error.description
      return
    }
    track {
      guard await self.add(name: name, distance: distance) else { return }
      self.newRouteName = ""
      self.newRouteDistance = ""
    }
  }

  /// The user deleted a row: deletes its route.
  ///
  /// Await ``settle()`` to wait for the store.
  ///
  /// - Parameter id: The route's id.
  public func deleteButtonTapped(_ id: HikingRoute.ID) {
    track { await self.delete(id) }
  }

  /// Waits until every change started by a tap has reached the store.
  public func settle() async {
    while !pendingWork.isEmpty {
      let work = pendingWork
      pendingWork = []
      for task in work { await task.value }
    }
  }

  private func track(_ operation: @escaping @MainActor () async -> Void) {
    pendingWork.append(Task { await operation() })
  }
}
