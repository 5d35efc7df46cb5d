import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A key written as one type and read as another reads as `UserDefaults`' typed getters
/// coerce it, as it does under SwiftUI on Apple platforms.
@MainActor
@Suite struct AppStorageCoercionTests {
  /// Shows the value at `key` read as each type.
  struct Readings: View {
    @AppStorage private var flag: Bool
    @AppStorage private var count: Int
    @AppStorage private var number: Double
    @AppStorage private var text: String
    @AppStorage private var optionalCount: Int?

    init(key: String) {
      _flag = AppStorage(wrappedValue: false, key)
      _count = AppStorage(wrappedValue: -1, key)
      _number = AppStorage(wrappedValue: -1, key)
      _text = AppStorage(wrappedValue: "default", key)
      _optionalCount = AppStorage(key)
    }

    var body: some View {
      Text("\(flag) \(count) \(number) \(text) \(optionalCount.map(String.init) ?? "nil")")
    }
  }

  @Test(arguments: [
    (true as any Sendable, "true 1 1.0 1 1"),
    (false as any Sendable, "false 0 0.0 0 0"),
    (7 as any Sendable, "true 7 7.0 7 7"),
    (0 as any Sendable, "false 0 0.0 0 0"),
    (2.5 as any Sendable, "true 2 2.5 2.5 2"),
    ("42" as any Sendable, "true 42 42.0 42 42"),
    ("YES" as any Sendable, "true 0 0.0 YES 0"),
    ("3.75" as any Sendable, "true 3 3.75 3.75 3"),
  ])
  func aValueReadAsAnotherTypeIsCoercedAsUserDefaultsDocuments(stored: any Sendable, shown: String)
    throws
  {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(stored, forKey: "value")
    let inspector = DesignInspector(Readings(key: "value").defaultAppStorage(store))
    #expect(inspector.texts == [shown])
  }

  @Test func nothingStoredOrBytesStoredReadAsTheDefault() throws {
    let suite = "puremvvm-test-suite-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    let inspector = DesignInspector(Readings(key: "value").defaultAppStorage(store))
    #expect(inspector.texts == ["false -1 -1.0 default nil"])
    store.set(Data([1, 2]), forKey: "value")
    #expect(inspector.texts == ["false -1 -1.0 default nil"])
  }
}
