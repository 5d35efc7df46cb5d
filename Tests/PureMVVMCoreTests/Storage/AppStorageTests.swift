import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct AppStorageTests {
  enum Units: String {
    case km, mi
  }

  /// A key no other test and no machine uses.
  private let key = "puremvvm-test-\(UUID().uuidString)"

  struct Preferences: View {
    let key: String
    @AppStorage private var visits: Int
    @AppStorage private var units: Units
    @AppStorage private var nickname: String?

    init(key: String) {
      self.key = key
      _visits = AppStorage(wrappedValue: 0, key + ".visits")
      _units = AppStorage(wrappedValue: .km, key + ".units")
      _nickname = AppStorage(key + ".nickname")
    }

    var body: some View {
      VStack {
        Button("Visits: \(visits)") { visits += 1 }
        Button("Units: \(units.rawValue)") { units = units == .km ? .mi : .km }
        Button("Nickname: \(nickname ?? "none")") { nickname = nickname == nil ? "Ana" : nil }
      }
    }
  }

  @Test func valuesPersistInTheHostsOwnStoreAndNeverInTheMachinesDefaults() throws {
    let inspector = DesignInspector(Preferences(key: key))
    try inspector.find(button: "Visits: 0").tap()
    try inspector.find(button: "Visits: 1").tap()
    try inspector.find(button: "Units: km").tap()
    try inspector.find(button: "Nickname: none").tap()
    _ = try inspector.find(button: "Visits: 2")
    _ = try inspector.find(button: "Units: mi")
    _ = try inspector.find(button: "Nickname: Ana")
    for suffix in [".visits", ".units", ".nickname"] {
      #expect(UserDefaults.standard.object(forKey: key + suffix) == nil)
    }
    try inspector.find(button: "Nickname: Ana").tap()
    _ = try inspector.find(button: "Nickname: none")
  }

  @Test func twoHostsNeverShareStorage() throws {
    let first = DesignInspector(Preferences(key: key))
    let second = DesignInspector(Preferences(key: key))
    try first.find(button: "Visits: 0").tap()
    _ = try second.find(button: "Visits: 0")
  }

  @Test func aStoreGivenByDefaultAppStorageIsReadAndWritten() throws {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(41, forKey: key + ".visits")
    store.set("mi", forKey: key + ".units")
    let inspector = DesignInspector(Preferences(key: key).defaultAppStorage(store))
    try inspector.find(button: "Visits: 41").tap()
    _ = try inspector.find(button: "Units: mi")
    #expect(store.integer(forKey: key + ".visits") == 42)
  }

  @Test func twoHostsOnOneStoreSeeEachOthersWritesAndTheStoresOwn() throws {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(41, forKey: key + ".visits")
    let first = DesignInspector(Preferences(key: key).defaultAppStorage(store))
    let second = DesignInspector(Preferences(key: key).defaultAppStorage(store))
    _ = try second.find(button: "Visits: 41")
    try first.find(button: "Visits: 41").tap()
    _ = try second.find(button: "Visits: 42")
    store.set(7, forKey: key + ".visits")
    _ = try first.find(button: "Visits: 7")
  }

  @Test func anUnknownRawValueReadsAsTheDefault() throws {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set("leagues", forKey: key + ".units")
    _ = try DesignInspector(Preferences(key: key).defaultAppStorage(store)).find(
      button: "Units: km")
  }

  enum Difficulty: Int {
    case easy = 1, hard = 3
  }

  /// Optional values of the other stored kinds, each set by one button and cleared by
  /// another.
  struct Optionals: View {
    @AppStorage private var homepage: URL?
    @AppStorage private var photo: Data?
    @AppStorage private var difficulty: Difficulty?

    init(key: String) {
      _homepage = AppStorage(key + ".homepage")
      _photo = AppStorage(key + ".photo")
      _difficulty = AppStorage(key + ".difficulty")
    }

    var body: some View {
      VStack {
        Text(
          "\(homepage?.absoluteString ?? "-") \(photo?.count ?? -1) \(difficulty?.rawValue ?? -1)")
        Button("Set") {
          homepage = URL(string: "https://example.com/rutas")
          photo = Data([1, 2, 3])
          difficulty = .hard
        }
        Button("Clear") {
          homepage = nil
          photo = nil
          difficulty = nil
        }
      }
    }
  }

  @Test func optionalURLsBytesAndIntegerRawValuesAreStoredAndRemoved() throws {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    let inspector = DesignInspector(Optionals(key: key).defaultAppStorage(store))
    #expect(inspector.texts == ["- -1 -1"])
    try inspector.find(button: "Set").tap()
    #expect(inspector.texts == ["https://example.com/rutas 3 3"])
    let homepage = store.string(forKey: key + ".homepage")
    let difficulty = store.integer(forKey: key + ".difficulty")
    #expect(homepage == "https://example.com/rutas" && difficulty == 3)
    try inspector.find(button: "Clear").tap()
    #expect(inspector.texts == ["- -1 -1"])
    let photo = store.object(forKey: key + ".photo")
    let clearedDifficulty = store.object(forKey: key + ".difficulty")
    #expect(photo == nil && clearedDifficulty == nil)
  }

  @Test func anUnknownIntegerRawValueReadsAsNilAndAPathAsAFileURL() throws {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(2, forKey: key + ".difficulty")
    store.set("/tmp/rutas.gpx", forKey: key + ".homepage")
    let inspector = DesignInspector(Optionals(key: key).defaultAppStorage(store))
    #expect(inspector.texts == ["file:///tmp/rutas.gpx -1 -1"])
  }

  /// Where a homepage stored as a URL is read back whole.
  struct Homepage: View {
    @AppStorage private var homepage: URL

    init(key: String) {
      _homepage = AppStorage(wrappedValue: URL(fileURLWithPath: "/"), key + ".homepage")
    }

    var body: some View {
      Button(homepage.absoluteString) {
        if let url = URL(string: "https://example.com/a?b=c") { homepage = url }
      }
    }
  }

  @Test func aURLIsStoredWholeNotAsItsPath() throws {
    let inspector = DesignInspector(Homepage(key: key))
    try inspector.find(button: "file:///").tap()
    #expect(throws: Never.self) { try inspector.find(button: "https://example.com/a?b=c") }
  }

  struct Writer: View {
    @AppStorage private var visits: Int
    init(key: String) { _visits = AppStorage(wrappedValue: 0, key) }
    var body: some View { Button("Add") { visits += 1 } }
  }

  struct Reader: View {
    @AppStorage private var visits: Int
    init(key: String) { _visits = AppStorage(wrappedValue: 0, key) }
    var body: some View { Text("Visits: \(visits)") }
  }

  @Test func viewsSharingAKeySeeEachOthersWrites() throws {
    let inspector = DesignInspector(
      VStack {
        Writer(key: key)
        Reader(key: key)
      })
    try inspector.find(button: "Add").tap()
    try inspector.find(button: "Add").tap()
    #expect(inspector.texts == ["Visits: 2"])
  }
}
