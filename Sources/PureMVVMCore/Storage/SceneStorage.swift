import Foundation

/// A value kept for the scene a view is in, like SwiftUI's `@SceneStorage`: it lives as
/// long as the host (inspector, console, preview), in a store private to it.
///
/// ```swift
/// @SceneStorage("selectedRoute") private var selectedRoute: String?
/// ```
///
/// Its keys never meet `@AppStorage`'s, and `.defaultAppStorage(_:)` does not move it.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private var storage: AppStorage<Value>

  /// What keeps scene keys apart from the app's in the host's private store.
  private static var prefix: String { "PureMVVM.SceneStorage." }

  /// Keeps a bool under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a int under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a double under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a string under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a URL under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a Data under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a value whose raw value is an integer under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps a value whose raw value is a string under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is kept.
  ///   - key: The key, unique in the scene.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    storage = AppStorage(wrappedValue: wrappedValue, Self.prefix + key)
  }

  /// Keeps an optional bool under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init(_ key: String) where Value == Bool? {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps an optional int under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init(_ key: String) where Value == Int? {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps an optional double under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init(_ key: String) where Value == Double? {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps an optional string under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init(_ key: String) where Value == String? {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps an optional URL under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init(_ key: String) where Value == URL? {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps optional bytes under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init(_ key: String) where Value == Data? {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps an optional value by its integer raw value under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init<Raw: RawRepresentable>(_ key: String) where Value == Raw?, Raw.RawValue == Int {
    storage = AppStorage(Self.prefix + key)
  }

  /// Keeps an optional value by its string raw value under `key`; `nil` until set.
  ///
  /// - Parameter key: The key, unique in the scene.
  public init<Raw: RawRepresentable>(_ key: String) where Value == Raw?, Raw.RawValue == String {
    storage = AppStorage(Self.prefix + key)
  }

  /// The kept value, or the default when nothing is kept.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// A binding to the kept value.
  public var projectedValue: Binding<Value> {
    storage.projectedValue
  }
}

extension SceneStorage: InstalledProperty {
  func unlinkedCopy() -> SceneStorage {
    var copy = self
    copy.storage = storage.unlinkedCopy()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    storage.link(to: context.graph.appStorage, in: context)
    return nil
  }
}
