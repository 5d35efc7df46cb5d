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
}
