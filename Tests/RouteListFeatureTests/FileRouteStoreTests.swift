import Foundation
import RouteListFeature
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct FileRouteStoreTests {
  private let scratch: ScratchDirectory
  private let url: URL
  private var directory: URL { scratch.url }

  init() throws {
    scratch = try ScratchDirectory("routes")
    url = scratch.appendingPathComponent("routes.json")
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

  @Test func namesWithControlCharactersQuotesAndEmojiSurviveTheFile() async throws {
    let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let routes = [
      HikingRoute(name: "A\(controls)\u{7F}Z", distance: 0.05),
      HikingRoute(name: "\"Quoted\" \\ back/slash é 🥾 \u{2028}", distance: 1_000),
      HikingRoute(name: "Ruta 7", distance: 12.345_678_9),
    ]
    try await FileRouteStore(url: url).replaceAll(with: routes)
    #expect(try await FileRouteStore(url: url).loadAll() == routes)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
    #expect(
      (json?["routes"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        == routes.map(\.name))
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
      "an unknown top-level field", #"{"version":1,"routes":[],"owner":"Ana"}"#,
      "it has fields this version of the app does not know (\"owner\" at the top level); it "
        + "may come from a newer version, and saving would lose them"
    ),
    (
      "unknown route fields",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"A","distance":3,"elevation":900,"color":"red"}]}"#,
      "it has fields this version of the app does not know (\"color\" in route 1 and 1 more); "
        + "it may come from a newer version, and saving would lose them"
    ),
    (
      "a name with an escape sequence",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"\u001b[31m","distance":-1}]}"#,
      "route 1 (\"\\u{1B}[31m\") is invalid: La distancia debe ser mayor que 0 km."
    ),
    (
      "a distance that shows as 0.0 km",
      #"{"version":1,"routes":[{"id":"6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10","name":"A","distance":0.04}]}"#,
      "route 1 (\"A\") is invalid: La distancia debe ser de al menos 0.1 km."
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
  }

  @Test func unreadableMessagesEndEachSentenceOnce() {
    #expect(
      RouteStoreError.unreadable(path: "/r.json", reason: "the file is empty").description
        == "Cannot read routes from /r.json: the file is empty. The file was left untouched.")
    #expect(
      RouteStoreError.unreadable(
        path: "/r.json", reason: "route 1 (\"A\") is invalid: La distancia debe ser mayor que 0 km."
      ).description
        == "Cannot read routes from /r.json: route 1 (\"A\") is invalid: La distancia debe ser "
        + "mayor que 0 km. The file was left untouched.")
    #expect(
      RouteStoreError.unwritable(path: "/r.json", reason: "Permission denied").description
        == "Cannot save routes to /r.json: Permission denied.")
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

  @Test func severalStoresOnOneFileNeverLoseAnUpdate() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 1...40 {
        let store = FileRouteStore(url: url)
        group.addTask { try await store.insert(HikingRoute(name: "R\(index)", distance: 1)) }
      }
      try await group.waitForAll()
    }
    #expect(Set(try await FileRouteStore(url: url).loadAll().map(\.name)).count == 40)
  }

  @Test func aWriteKeepsWhatAnotherStoreWroteMeanwhile() async throws {
    let first = FileRouteStore(url: url)
    let second = FileRouteStore(url: url)
    #expect(try await first.loadAll().isEmpty)
    #expect(try await second.loadAll().isEmpty)
    try await first.insert(HikingRoute(name: "A", distance: 1))
    try await second.insert(HikingRoute(name: "B", distance: 2))
    let doomed = HikingRoute(name: "C", distance: 3)
    try await first.insert(doomed)
    try await second.delete(id: doomed.id)
    #expect(try await FileRouteStore(url: url).loadAll().map(\.name) == ["A", "B"])
  }

  @Test func loadIfChangedReadsOnlyWhatAWriterChanged() async throws {
    let store = FileRouteStore(url: url)
    let other = FileRouteStore(url: url)
    let empty = try #require(try await store.loadIfChanged(since: nil))
    #expect(empty.routes.isEmpty)
    #expect(try await store.loadIfChanged(since: empty.version) == nil)
    try await other.insert(HikingRoute(name: "A", distance: 1))
    let first = try #require(try await store.loadIfChanged(since: empty.version))
    #expect(first.routes.map(\.name) == ["A"])
    #expect(try await store.loadIfChanged(since: first.version) == nil)
    #expect(try await other.loadIfChanged(since: first.version) == nil)
    try await store.insert(HikingRoute(name: "B", distance: 2))
    let second = try #require(try await store.loadIfChanged(since: first.version))
    #expect(second.routes.map(\.name) == ["A", "B"])
    #expect(try await other.loadIfChanged(since: first.version)?.routes == second.routes)
    try FileManager.default.removeItem(at: url)
    #expect(try await store.loadIfChanged(since: second.version)?.routes == [])
  }

  @Test func aNameTakenByAnotherWriterIsRefused() async throws {
    let first = FileRouteStore(url: url)
    let second = FileRouteStore(url: url)
    _ = try await second.loadAll()
    try await first.insert(HikingRoute(name: "Cresta del Águila", distance: 14.2))
    await #expect(
      throws: RouteStoreError.invalidRoute(.duplicateName(existing: "Cresta del Águila"))
    ) {
      try await second.insert(HikingRoute(name: "cresta del aguila", distance: 3))
    }
    #expect(try await first.loadAll().count == 1)
  }

  @Test func updateRenamesARouteInPlaceKeepingItsID() async throws {
    let route = HikingRoute(name: "Roble", distance: 6.4)
    let other = HikingRoute(name: "Veleta", distance: 14.2)
    let store = FileRouteStore(url: url)
    try await store.insert(route)
    try await store.insert(other)
    try await store.update(HikingRoute(id: route.id, name: "Bosque del Roble", distance: 6.5))
    #expect(
      try await FileRouteStore(url: url).loadAll() == [
        HikingRoute(id: route.id, name: "Bosque del Roble", distance: 6.5), other,
      ])
  }

  @Test func updateToANameAnotherRouteHasIsRefusedAndChangesNothing() async throws {
    let route = HikingRoute(name: "Roble", distance: 6.4)
    let store = FileRouteStore(url: url)
    try await store.insert(route)
    try await store.insert(HikingRoute(name: "Veleta", distance: 14.2))
    let before = try Data(contentsOf: url)
    await #expect(throws: RouteStoreError.invalidRoute(.duplicateName(existing: "Veleta"))) {
      try await store.update(HikingRoute(id: route.id, name: "veleta", distance: 6.4))
    }
    #expect(try Data(contentsOf: url) == before)
  }

  @Test func updateMayKeepTheRoutesOwnNameInAnotherCase() async throws {
    let route = HikingRoute(name: "Roble", distance: 6.4)
    let store = FileRouteStore(url: url)
    try await store.insert(route)
    try await store.update(HikingRoute(id: route.id, name: "ROBLE", distance: 7))
    #expect(try await store.loadAll().map(\.name) == ["ROBLE"])
  }

  @Test func updatingARouteAnotherStoreDeletedSaysItIsGone() async throws {
    let route = HikingRoute(name: "Roble", distance: 6.4)
    let first = FileRouteStore(url: url)
    try await first.insert(route)
    try await FileRouteStore(url: url).delete(id: route.id)
    await #expect(throws: RouteStoreError.routeNotFound(route.id)) {
      try await first.update(HikingRoute(id: route.id, name: "Roble", distance: 7))
    }
    #expect(try await first.loadAll().isEmpty)
  }

  @Test func concurrentUpdatesOfDifferentRoutesAreAllKept() async throws {
    let routes = (1...20).map { HikingRoute(name: "R\($0)", distance: 1) }
    try await FileRouteStore(url: url).replaceAll(with: routes)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for route in routes {
        let store = FileRouteStore(url: url)
        group.addTask {
          try await store.update(HikingRoute(id: route.id, name: route.name, distance: 2))
        }
      }
      try await group.waitForAll()
    }
    #expect(
      try await FileRouteStore(url: url).loadAll().map(\.distance) == Array(repeating: 2, count: 20)
    )
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetIsUpdated() async throws {
    let target = directory.appendingPathComponent("real.json")
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "real.json")
    let store = FileRouteStore(url: url)
    try await store.insert(HikingRoute(name: "A", distance: 1))
    try await store.insert(HikingRoute(name: "B", distance: 2))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "real.json")
    #expect(try await FileRouteStore(url: target).loadAll().map(\.name) == ["A", "B"])
    #expect(try contents() == ["real.json", "routes.json"])
  }

  @Test(arguments: [0o600, 0o640, 0o664])
  func aWriteKeepsTheFilesPermissionBits(mode: Int) async throws {
    try await FileRouteStore(url: url).insert(HikingRoute(name: "A", distance: 1))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    try await FileRouteStore(url: url).insert(HikingRoute(name: "B", distance: 2))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? Int) == mode)
  }

  @Test(.enabled(if: getuid() == 0, "only root may give a file to another owner"))
  func aWriteKeepsTheFilesOwner() async throws {
    try await FileRouteStore(url: url).insert(HikingRoute(name: "A", distance: 1))
    #expect(chown(url.path, 4242, 4343) == 0)
    try await FileRouteStore(url: url).insert(HikingRoute(name: "B", distance: 2))
    var status = stat()
    #expect(stat(url.path, &status) == 0)
    #expect(status.st_uid == 4242)
    #expect(status.st_gid == 4343)
  }

  @Test func aFileItsOwnerMayNotWriteIsRefusedAndLeftUntouched() async throws {
    try await FileRouteStore(url: url).insert(HikingRoute(name: "A", distance: 1))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let original = try Data(contentsOf: url)
    let store = FileRouteStore(url: url)
    await #expect(
      throws: RouteStoreError.unwritable(
        path: url.path, reason: "Is read-only (mode 444: its owner may not write it)")
    ) {
      try await store.insert(HikingRoute(name: "B", distance: 2))
    }
    #expect(try Data(contentsOf: url) == original)
    #expect(try await store.loadAll().map(\.name) == ["A"])
  }

  @Test func temporaryFilesAnInterruptedSaveLeftAreRemovedByTheNextSave() async throws {
    let stale = [
      ".routes.json.\(UUID().uuidString).tmp", ".routes.json.\(UUID().uuidString).tmp",
    ]
    for name in stale {
      try Data("{\"version\":1,\"rou".utf8).write(to: directory.appendingPathComponent(name))
    }
    let unrelated = ".routes.json.notes.tmp"
    try Data().write(to: directory.appendingPathComponent(unrelated))
    try await FileRouteStore(url: url).insert(HikingRoute(name: "A", distance: 1))
    #expect(try contents() == [unrelated, "routes.json"])
  }

  @Test func aFIFOAtThePathIsRefusedWithoutWaitingForAWriter() async throws {
    #expect(mkfifo(url.path, 0o644) == 0)
    let store = FileRouteStore(url: url)
    let expected = RouteStoreError.unreadable(
      path: url.path, reason: "Is a FIFO (named pipe), not a regular file")
    await #expect(throws: expected) { try await store.loadAll() }
    await #expect(throws: expected) {
      try await store.insert(HikingRoute(name: "A", distance: 1))
    }
  }

  @Test func aDirectoryAtThePathIsRefused() async throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let store = FileRouteStore(url: url)
    await #expect(
      throws: RouteStoreError.unreadable(path: url.path, reason: "Is a directory")
    ) {
      try await store.loadAll()
    }
  }
}
