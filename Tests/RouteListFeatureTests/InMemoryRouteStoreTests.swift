import RouteListFeature
import Testing

@Suite(.timeLimit(.minutes(1))) struct InMemoryRouteStoreTests {
  @Test func insertsDeletesAndReplaces() async throws {
    let first = HikingRoute(name: "A", distance: 1)
    let second = HikingRoute(name: "B", distance: 2)
    let store = InMemoryRouteStore(routes: [first])
    try await store.insert(second)
    #expect(await store.loadAll() == [first, second])
    await store.delete(id: first.id)
    #expect(store.routes == [second])
    await store.replaceAll(with: [])
    #expect(store.routes.isEmpty)
  }

  @Test func duplicateIDIsRejected() async throws {
    let route = HikingRoute(name: "A", distance: 1)
    let store = InMemoryRouteStore(routes: [route])
    await #expect(throws: RouteStoreError.duplicateID(route.id)) { try await store.insert(route) }
    #expect(store.routes == [route])
  }

  @Test func updateReplacesTheRouteWithItsID() async throws {
    let route = HikingRoute(name: "A", distance: 1)
    let store = InMemoryRouteStore(routes: [route])
    try await store.update(HikingRoute(id: route.id, name: "B", distance: 2))
    #expect(store.routes == [HikingRoute(id: route.id, name: "B", distance: 2)])
  }

  @Test func updateOfAnUnknownRouteThrowsRouteNotFound() async {
    let stranger = HikingRoute(name: "A", distance: 1)
    let store = InMemoryRouteStore(routes: [])
    await #expect(throws: RouteStoreError.routeNotFound(stranger.id)) {
      try await store.update(stranger)
    }
    #expect(store.routes.isEmpty)
  }

  @Test func updateToATakenNameIsRefused() async {
    let first = HikingRoute(name: "A", distance: 1)
    let store = InMemoryRouteStore(routes: [first, HikingRoute(name: "B", distance: 2)])
    await #expect(throws: RouteStoreError.invalidRoute(.duplicateName(existing: "B"))) {
      try await store.update(HikingRoute(id: first.id, name: "b", distance: 1))
    }
    #expect(store.routes.map(\.name) == ["A", "B"])
  }
}
