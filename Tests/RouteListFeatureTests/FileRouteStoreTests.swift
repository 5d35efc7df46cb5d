import Foundation
import RouteListFeature
import Testing

@Suite struct FileRouteStoreTests {
  private let directory: URL
  private let url: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("routes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    url = directory.appendingPathComponent("routes.json")
  }

  private func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func missingFileIsAnEmptyStore() async throws {
    #expect(try await FileRouteStore(url: url).loadAll().isEmpty)
    #expect(try contents().isEmpty)
  }

  @Test func routesSurviveARoundTripThroughANewStore() async throws {
    let routes = [
      HikingRoute(name: "Cresta del Águila 🥾", distance: 14.2),
      HikingRoute(name: "Laguna \"Serena\"", distance: 8.1),
    ]
    let store = FileRouteStore(url: url)
    for route in routes { try await store.insert(route) }
    #expect(try await FileRouteStore(url: url).loadAll() == routes)
    try await store.delete(id: routes[0].id)
    #expect(try await FileRouteStore(url: url).loadAll() == [routes[1]])
    try await store.replaceAll(with: [])
    #expect(try await FileRouteStore(url: url).loadAll().isEmpty)
  }

  @Test func fileCarriesAFormatVersion() async throws {
    try await FileRouteStore(url: url).insert(HikingRoute(name: "A", distance: 1))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
  }

  @Test func writesLeaveNoTemporaryFilesBehind() async throws {
    let store = FileRouteStore(url: url)
    for index in 1...5 { try await store.insert(HikingRoute(name: "R\(index)", distance: 1)) }
    #expect(try contents() == ["routes.json"])
  }

  @Test func concurrentWritesFromOneProcessAreAllKept() async throws {
    let store = FileRouteStore(url: url)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 1...40 {
        group.addTask { try await store.insert(HikingRoute(name: "R\(index)", distance: 1)) }
      }
      try await group.waitForAll()
    }
    #expect(try await store.loadAll().count == 40)
  }

  static let corruptFiles: [(name: String, bytes: String, reason: String)] = [
    ("empty", "", "the file is empty"),
    ("not JSON", "garbage", "it is not valid JSON (it may be truncated)"),
    (
      "truncated", #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","na"#,
      "it is not valid JSON (it may be truncated)"
    ),
    (
      "newer version", #"{"version":2,"routes":[]}"#,
      "it has format version 2, and this version of the app reads version 1"
    ),
    ("no version", #"{"routes":[]}"#, "the field \"version\" is missing at the top level"),
    (
      "negative distance",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"A","distance":-1}]}"#,
      "route 1 (\"A\") is invalid: La distancia debe ser mayor que 0 km."
    ),
    (
      "huge distance",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"A","distance":1e400}]}"#,
      "it is not valid JSON (it may be truncated)"
    ),
    (
      "empty name",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"  ","distance":3}]}"#,
      "route 1 (\"  \") is invalid: Escribe un nombre para la ruta."
    ),
    (
      "distance as text",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"A","distance":"6"}]}"#,
      "the value at routes.0.distance has the wrong type"
    ),
    (
      "duplicate ids",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"A","distance":3},{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"B","distance":4}]}"#,
      "routes share the id 6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10"
    ),
  ]

  @Test(arguments: corruptFiles)
  func corruptFileIsReportedWithItsPathAndNeverOverwritten(
    name: String, bytes: String, reason: String
  ) async throws {
    let original = Data(bytes.utf8)
    try original.write(to: url)
    let store = FileRouteStore(url: url)
    let expected = RouteStoreError.unreadable(path: url.path, reason: reason)
    await #expect(throws: expected) { try await store.loadAll() }
    await #expect(throws: expected) {
      try await store.insert(HikingRoute(name: "New", distance: 1))
    }
    await #expect(throws: expected) { try await store.replaceAll(with: []) }
    await #expect(throws: expected) { try await store.delete(id: UUID()) }
    #expect(try Data(contentsOf: url) == original)
    #expect(expected.description.hasPrefix("Cannot read routes from \(url.path): "))
  }

  @Test func invalidRoutesAreNeverWritten() async throws {
    let store = FileRouteStore(url: url)
    await #expect(throws: RouteStoreError.invalidRoute(.distanceNotPositive)) {
      try await store.insert(HikingRoute(name: "A", distance: .nan))
    }
    #expect(try contents().isEmpty)
  }

  @Test func pathThroughAFileIsUnreadableWithTheSystemsReason() async throws {
    let blocker = directory.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let inside = blocker.appendingPathComponent("routes.json")
    let store = FileRouteStore(url: inside)
    await #expect(throws: RouteStoreError.unreadable(path: inside.path, reason: "Not a directory"))
    {
      try await store.insert(HikingRoute(name: "A", distance: 1))
    }
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }

  @Test func unwritableLocationIsReportedWithThePath() async throws {
    let unwritable = URL(fileURLWithPath: "/proc/puremvvm-\(UUID().uuidString).json")
    let store = FileRouteStore(url: unwritable)
    await #expect {
      try await store.insert(HikingRoute(name: "A", distance: 1))
    } throws: { error in
      guard case .unwritable(let path, let reason) = error as? RouteStoreError else { return false }
      return path == unwritable.path && !reason.isEmpty
    }
  }
}
