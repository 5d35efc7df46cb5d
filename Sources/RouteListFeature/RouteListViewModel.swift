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
  /// What the last action did that the list cannot show: a route added while the filter
  /// hides it.
  public private(set) var noticeMessage: String?
  /// Where the list has navigated: a route's detail, or a deletion to confirm; `nil` on
  /// the list itself.
  public var destination: Destination?
  /// The name typed in the detail's "Editar" form.
  public var editedName = ""
  /// The distance typed in the detail's "Editar" form.
  public var editedDistance = ""
  /// What went wrong with the last edit, if anything.
  public private(set) var editErrorMessage: String?

  @ObservationIgnored private let store: any RouteStore
  /// The store version ``routes`` reflect.
  @ObservationIgnored private var storeVersion: RouteStoreVersion?
  /// The store's routes in the store's order, as last shown sorted in ``routes``; empty
  /// when ``routes`` did not come from the store.
  @ObservationIgnored private var storeOrder: [HikingRoute] = []
  @ObservationIgnored private var visibleRoutesCache: [HikingRoute]?
  @ObservationIgnored private var pendingWork: [Int: Task<Void, Never>] = [:]
  @ObservationIgnored private var nextWorkID = 0

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
      if let snapshot = try await store.loadIfChanged(since: nil) { show(snapshot) }
      errorMessage = nil
      return true
    } catch {
      errorMessage = Self.message(for: error)
      return false
    }
  }

  /// Picks up changes another process (or another view model) made to the store; reads
  /// nothing when the store did not change.
  ///
  /// - Returns: Whether the store could be read; if not, ``errorMessage`` says why and
  ///   ``routes`` are unchanged.
  @discardableResult
  public func reload() async -> Bool {
    do {
      if let snapshot = try await store.loadIfChanged(since: storeVersion) { show(snapshot) }
      return true
    } catch {
      errorMessage = Self.message(for: error)
      return false
    }
  }

  /// Validates and stores a new route, then shows it.
  ///
  /// - Parameters:
  ///   - name: The name; leading and trailing whitespace is removed. It must differ from
  ///     every stored name, ignoring case and accents.
  ///   - distance: The distance in kilometres: from 0.05 (shown as "0.1 km") to 1,000.
  /// - Returns: Whether the route was added; if not, ``errorMessage`` says why.
  @discardableResult
  public func add(name: String, distance: Double) async -> Bool {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    noticeMessage = nil
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
      errorMessage = Self.message(for: error)
      return false
    }
    await refresh { routes in
      if !routes.contains(where: { $0.id == route.id }) { routes.append(route) }
    }
    errorMessage = nil
    if shortRoutesOnly, !route.isShort {
      noticeMessage =
        "«\(name)» añadida; el filtro Menos de 10 km la oculta (\(route.formattedDistance))."
    }
    return true
  }

  /// Deletes a route from the store, then from the list.
  ///
  /// - Parameter id: The route's id.
  /// - Returns: Whether the route was deleted; if not, ``errorMessage`` says why.
  @discardableResult
  public func delete(_ id: HikingRoute.ID) async -> Bool {
    noticeMessage = nil
    do {
      try await store.delete(id: id)
    } catch {
      errorMessage = Self.message(for: error)
      return false
    }
    await refresh { $0.removeAll { $0.id == id } }
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
      noticeMessage = nil
      return
    }
    track {
      guard await self.add(name: name, distance: distance) else { return }
      self.newRouteName = ""
      self.newRouteDistance = ""
    }
  }

  /// Asks to confirm the deletion of the route: the dialog "¿Borrar «…»?" comes up.
  ///
  /// - Parameter id: The route's id.
  public func deleteButtonTapped(_ id: HikingRoute.ID) {
    destination = .confirmDelete(id)
  }

  /// Deletes the route whose deletion is being confirmed, and closes the dialog.
  public func confirmDeletion() {
    guard case .confirmDelete(let id)? = destination else { return }
    destination = nil
    track { await self.delete(id) }
  }

  /// Closes the deletion dialog; nothing is deleted.
  public func cancelDeletion() {
    if case .confirmDelete? = destination { destination = nil }
  }

  /// The route waiting for its deletion to be confirmed, if any.
  public var routePendingDeletion: HikingRoute? {
    guard case .confirmDelete(let id)? = destination else { return nil }
    return routes.first { $0.id == id }
  }

  /// Shows the route's detail, its "Editar" form filled with its name and distance.
  ///
  /// - Parameter id: The route's id; an id no route has changes nothing.
  public func showDetail(_ id: HikingRoute.ID) {
    guard let route = routes.first(where: { $0.id == id }) else { return }
    destination = .detail(id)
    editedName = route.name
    editedDistance = String(route.formattedDistance.dropLast(" km".count))
    editErrorMessage = nil
  }

  /// The route whose detail is shown, if any; `nil` also when it was deleted meanwhile.
  public var detailRoute: HikingRoute? {
    guard case .detail(let id)? = destination else { return nil }
    return routes.first { $0.id == id }
  }

  /// The navigation stack's path: the id of the route whose detail is shown.
  ///
  /// Setting it shows a detail, or returns to the list when it is empty.
  public var path: [HikingRoute.ID] {
    get {
      guard case .detail(let id)? = destination else { return [] }
      return [id]
    }
    set {
      if let id = newValue.last {
        showDetail(id)
      } else if case .detail? = destination {
        destination = nil
      }
    }
  }

  /// Saves the detail's "Editar" form: the distance is read as for a new route, the name
  /// and distance validated as for a new route.
  public func saveEditButtonTapped() {
    guard case .detail(let id)? = destination else { return }
    let name = editedName
    let distance: Double
    do {
      distance = try HikingRoute.parseDistance(editedDistance)
    } catch {
      editErrorMessage = error.description
      return
    }
    track { await self.update(id: id, name: name, distance: distance) }
  }

  /// Renames a route or changes its distance, validated as a new route is.
  ///
  /// - Parameters:
  ///   - id: The route's id.
  ///   - name: The new name; surrounding spaces are trimmed.
  ///   - distance: The new distance, in kilometres.
  /// - Returns: Whether it was saved; if not, ``editErrorMessage`` says why.
  @discardableResult
  public func update(id: HikingRoute.ID, name: String, distance: Double) async -> Bool {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    do {
      try HikingRoute.validate(name: name, distance: distance)
      try await store.update(HikingRoute(id: id, name: name, distance: distance))
    } catch {
      editErrorMessage = Self.editMessage(for: error)
      return false
    }
    await refresh { routes in
      if let index = routes.firstIndex(where: { $0.id == id }) {
        routes[index] = HikingRoute(id: id, name: name, distance: distance)
      }
    }
    editErrorMessage = nil
    return true
  }

  /// Waits until every change started by a tap has reached the store.
  public func settle() async {
    while let task = pendingWork.values.first {
      await task.value
    }
  }

  /// Runs `operation`, remembering it until it finishes so ``settle()`` can wait for it.
  private func track(_ operation: @escaping @MainActor () async -> Void) {
    let id = nextWorkID
    nextWorkID += 1
    pendingWork[id] = Task {
      await operation()
      self.pendingWork[id] = nil
    }
  }

  /// Shows the store's routes after a change this view model made, with everything other
  /// writers changed too; if the store cannot be read now, the routes with `change` applied.
  private func refresh(applying change: (inout [HikingRoute]) -> Void) async {
    do {
      // `nil`: the store is still at the version shown, which already has this change.
      if let snapshot = try await store.loadIfChanged(since: storeVersion) { show(snapshot) }
    } catch {
      var changed = routes
      change(&changed)
      routes = changed.sortedByName()
      storeOrder = []
    }
  }

  private func show(_ snapshot: RouteSnapshot) {
    routes = snapshot.routes.sortedByName(changedFrom: storeOrder, sortedAs: routes)
    storeOrder = snapshot.routes
    storeVersion = snapshot.version
  }

  /// The user-facing message for a store error: validation problems in the screen's
  /// language, anything else as the store words it.
  private static func editMessage(for error: any Error) -> String {
    if let problem = error as? RouteValidationError { return problem.description }
    if case RouteStoreError.routeNotFound = error { return "Esta ruta ya no existe." }
    return message(for: error)
  }

  private static func message(for error: any Error) -> String {
    if case RouteStoreError.invalidRoute(let problem) = error { return problem.description }
    return "\(error)"
  }
}
