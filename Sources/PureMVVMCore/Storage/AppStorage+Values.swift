import Foundation

extension AppStorage {
  /// Stores a Boolean under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(scalarKey: key, defaultValue: wrappedValue, store: store)
  }

  /// Stores an integer under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(scalarKey: key, defaultValue: wrappedValue, store: store)
  }

  /// Stores a number under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(scalarKey: key, defaultValue: wrappedValue, store: store)
  }

  /// Stores a string under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(scalarKey: key, defaultValue: wrappedValue, store: store)
  }

  /// Stores a URL under `key`, as its absolute string (Foundation on Linux would keep only
  /// its path); a path stored by other code reads as a file URL.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { $0.storedURL(forKey: $1) }, encode: { $0.storeURL($2, forKey: $1) })
  }

  /// Stores bytes under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(plistKey: key, defaultValue: wrappedValue, store: store)
  }

  /// Stores a value by its integer raw value under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing (or an unknown raw value) is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, raw: Int.self)
  }

  /// Stores a value by its string raw value under `key`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing (or an unknown raw value) is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, raw: String.self)
  }

  /// A Boolean, number or string, read back as `UserDefaults`' typed getters coerce it (a
  /// Boolean read as an integer is 1).
  private init(scalarKey key: String, defaultValue: Value, store: UserDefaults?) {
    self.init(
      key: key, defaultValue: defaultValue, store: store,
      decode: { $0.coercedValue(forKey: $1, as: Value.self) },
      encode: { $0.set($2, forKey: $1) })
  }

  /// A value `UserDefaults` stores as a property-list value of its own type.
  private init(plistKey key: String, defaultValue: Value, store: UserDefaults?) {
    self.init(
      key: key, defaultValue: defaultValue, store: store,
      decode: { $0.object(forKey: $1) as? Value }, encode: { $0.set($2, forKey: $1) })
  }

  private init<Raw>(key: String, defaultValue: Value, store: UserDefaults?, raw: Raw.Type)
  where Value: RawRepresentable, Value.RawValue == Raw {
    self.init(
      key: key, defaultValue: defaultValue, store: store,
      decode: { $0.coercedValue(forKey: $1, as: Raw.self).flatMap(Value.init(rawValue:)) },
      encode: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Stores an optional string under `key`; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, store: store, optional: String.self)
  }

  /// Stores an optional integer under `key`; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, store: store, optional: Int.self)
  }

  /// Stores an optional number under `key`; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, store: store, optional: Double.self)
  }

  /// Stores an optional Boolean under `key`; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, store: store, optional: Bool.self)
  }

  /// Stores an optional value by its string raw value under `key`; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init<Raw: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == Raw?, Raw.RawValue == String {
    self.init(key: key, store: store, optionalRaw: Raw.self)
  }

  /// Stores an optional value by its integer raw value under `key`; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init<Raw: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == Raw?, Raw.RawValue == Int {
    self.init(key: key, store: store, optionalRaw: Raw.self)
  }

  /// Stores an optional URL under `key`, as its absolute string; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      key: key, store: store, decode: { $0.storedURL(forKey: $1) },
      encode: { $0.storeURL($2, forKey: $1) })
  }

  /// Stores optional bytes under `key`; `nil` removes them.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(
      key: key, store: store, decode: { $0.object(forKey: $1) as? Data },
      encode: { $0.set($2, forKey: $1) })
  }

  private init<Stored>(key: String, store: UserDefaults?, optional: Stored.Type)
  where Value == Stored? {
    self.init(
      key: key, store: store, decode: { $0.coercedValue(forKey: $1, as: Stored.self) },
      encode: { $0.set($2, forKey: $1) })
  }

  private init<Raw: RawRepresentable>(key: String, store: UserDefaults?, optionalRaw: Raw.Type)
  where Value == Raw? {
    self.init(
      key: key, store: store,
      decode: { $0.coercedValue(forKey: $1, as: Raw.RawValue.self).flatMap(Raw.init(rawValue:)) },
      encode: { $0.set($2.rawValue, forKey: $1) })
  }

  /// An optional value read with `decode` and written with `encode`; `nil` removes it.
  private init<Stored>(
    key: String, store: UserDefaults?,
    decode: @escaping (UserDefaults, String) -> Stored?,
    encode: @escaping (UserDefaults, String, Stored) -> Void
  ) where Value == Stored? {
    self.init(
      key: key, defaultValue: nil, store: store, decode: { decode($0, $1) },
      encode: { store, key, value in
        if let value { encode(store, key, value) } else { store.removeObject(forKey: key) }
      })
  }
}
