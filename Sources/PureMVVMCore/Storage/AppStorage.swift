import Foundation

/// A value kept in `UserDefaults`, like SwiftUI's `@AppStorage`.
///
/// ```swift
/// @AppStorage("units") private var units = "km"
/// @AppStorage("lastRoute") private var lastRoute: String?
/// ```
///
/// Unlike SwiftUI, a view reads and writes a store private to its host (inspector,
/// console, preview) unless it is given one — with `store:` or `.defaultAppStorage(_:)` —
/// so previews and tests never touch the machine's defaults. Read outside a host, the
/// value is the default and writes are dropped.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let explicitStore: UserDefaults?
  private let decode: (UserDefaults, String) -> Value?
  private let encode: (UserDefaults, String, Value) -> Void
  private var cell = AppStorageCell()

  init(
    key: String, defaultValue: Value, store: UserDefaults?,
    decode: @escaping (UserDefaults, String) -> Value?,
    encode: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.explicitStore = store
    self.decode = decode
    self.encode = encode
  }

  /// The stored value, or the default when nothing is stored.
  public var wrappedValue: Value {
    get { cell.store.flatMap { decode($0, key) } ?? defaultValue }
    nonmutating set {
      guard let store = cell.store else { return }
      encode(store, key, newValue)
      cell.invalidation?.noteChange()
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension AppStorage: InstalledProperty {
  func unlinkedCopy() -> AppStorage {
    var copy = self
    copy.cell = AppStorageCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    link(
      to: explicitStore ?? context.environment.defaultAppStorage ?? context.graph.appStorage,
      in: context)
    return nil
  }

  /// Links the property to `store`, telling `context`'s host of its writes.
  @MainActor
  func link(to store: UserDefaults, in context: ResolveContext) {
    cell.store = store
    cell.invalidation = context.graph.invalidation
    context.graph.noteUnannouncedRead()
  }
}

/// The store an ``AppStorage`` was linked to, and how to tell its host of a write.
final class AppStorageCell {
  var store: UserDefaults?
  weak var invalidation: Invalidation?
}

extension View {
  /// Sets the store `@AppStorage` uses below when it names none.
  ///
  /// - Parameter store: The defaults to use.
  /// - Returns: The view.
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
