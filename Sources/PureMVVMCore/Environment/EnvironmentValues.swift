/// The values a view inherits from its ancestors, like SwiftUI's `EnvironmentValues`.
///
/// Read one with ``Environment``; set one for a subtree with `.environment(_:_:)`. Values
/// are keyed by their ``EnvironmentKey`` type and copied on write, so setting a value
/// below never changes what siblings or ancestors see.
///
/// Renders are deterministic: unless set, ``locale`` is `en_US`, ``timeZone`` is GMT and
/// ``calendar`` is Gregorian in both — never the machine's own.
public struct EnvironmentValues {
  /// Whether controls can be used; `.disabled(true)` sets it to `false` below.
  public var isEnabled = true
  /// The attributes elements below inherit (font, foreground, styles…), shared until one
  /// is changed.
  var inheritedAttributes = AttributeBox.empty
  /// Everything else, in one shared box copied only when written: a child view's context
  /// copies one reference, not two dictionaries.
  private var storage = Storage()

  /// Creates the default environment.
  public init() {}

  /// The value for `key`, or its default when no ancestor set one.
  ///
  /// - Parameter key: The key type.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let slot = storage.values[ObjectIdentifier(key)] else { return Key.defaultValue }
      // Only `set` below writes this slot, always with a `Slot<Key.Value>`. A cast to a
      // class checks the object's type; a cast from `Any` goes through the runtime's
      // general dynamic cast, several times slower.
      guard let typed = slot as? Slot<Key.Value> else {
        preconditionFailure("\(key) holds \(slot)")
      }
      return typed.value
    }
    set { uniqueStorage().values[ObjectIdentifier(key)] = Slot(newValue) }
  }

  /// Objects put in the environment with `.environment(_:)` or `.environmentObject(_:)`,
  /// keyed by their type.
  var objects: [ObjectIdentifier: AnyObject] {
    get { storage.objects }
    set { uniqueStorage().objects = newValue }
  }

  /// The text size, kept in a field: every text reads it.
  var storedDynamicTypeSize: DynamicTypeSize {
    get { storage.dynamicTypeSize }
    set { uniqueStorage().dynamicTypeSize = newValue }
  }

  /// The text case, kept in a field: every text reads it.
  var storedTextCase: Text.Case? {
    get { storage.textCase }
    set { uniqueStorage().textCase = newValue }
  }

  /// Whether literal texts show in a pseudo-locale, kept in a field: every literal text
  /// reads it.
  var storedIsPseudoLocalized: Bool {
    get { storage.isPseudoLocalized }
    set { uniqueStorage().isPseudoLocalized = newValue }
  }

  /// The navigation context, kept in a field: every navigation link reads it.
  var storedNavigation: NavigationContext? {
    get { storage.navigation }
    set { uniqueStorage().navigation = newValue }
  }

  /// The style stack of each family a style was set for, keyed by the family's
  /// configuration type; see `StyleStack`.
  ///
  /// A family without styles has no entry, so every control finds out with one look-up,
  /// in a dictionary most environments leave empty.
  var styleStacks: [ObjectIdentifier: AnyObject] {
    get { storage.styleStacks }
    set { uniqueStorage().styleStacks = newValue }
  }

  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// One environment value (or style stack), boxed so that reading it back is a class
  /// cast.
  final class Slot<Value> {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private final class Storage {
    var values: [ObjectIdentifier: AnyObject] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var styleStacks: [ObjectIdentifier: AnyObject] = [:]
    // Values read once per row of a long list: a field read costs a load, a dictionary
    // look-up a hash of the key (about 150 instructions).
    var dynamicTypeSize = DynamicTypeSize.large
    var textCase: Text.Case?
    var isPseudoLocalized = false
    var navigation: NavigationContext?

    func copy() -> Storage {
      let copy = Storage()
      copy.values = values
      copy.objects = objects
      copy.styleStacks = styleStacks
      copy.dynamicTypeSize = dynamicTypeSize
      copy.textCase = textCase
      copy.isPseudoLocalized = isPseudoLocalized
      copy.navigation = navigation
      return copy
    }
  }
}
