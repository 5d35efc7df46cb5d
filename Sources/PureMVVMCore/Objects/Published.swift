/// A property of an ``ObservableObject`` that announces its changes, like Combine's
/// `@Published`.
///
/// Setting it calls the enclosing object's `objectWillChange.send()` first, then stores
/// the value. It works only on class properties, as in Combine.
@propertyWrapper
public struct Published<Value> {
  var value: Value
  /// Made by the first `$` projection; sends every new value to `onReceive`.
  var subject: SubscriberList<Value, Never>?

  /// Creates the property with its first value.
  ///
  /// - Parameter wrappedValue: The first value.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// Creates the property with its first value.
  ///
  /// - Parameter initialValue: The first value.
  public init(initialValue: Value) {
    value = initialValue
  }

  /// Not available: `@Published` reaches its value through the enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    // swift-format-ignore: NeverForceUnwrap
    set { fatalError("@Published is only available on properties of classes") }
  }

  #if !canImport(Darwin)
    /// The property's publisher, as `model.$count`: it sends the current value when
    /// subscribed to, then each new value before it is stored, as Combine's does.
    public var projectedValue: Publisher {
      mutating get { Publisher(subject: subscriberList()) }
      set { subject = newValue.subject }
    }

    /// The property's publisher reached through its object, so that values assigned
    /// with `assign(to: &$property)` announce the object's change, as Combine's do.
    ///
    /// - Parameters:
    ///   - object: The object that owns the property.
    ///   - wrappedKeyPath: The property's publisher.
    ///   - storageKeyPath: This wrapper's storage in the object.
    public static subscript<EnclosingSelf: AnyObject>(
      _enclosingInstance object: EnclosingSelf,
      projected wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
      get {
        let subject = object[keyPath: storageKeyPath].subscriberList()
        if let observable = object as? any ObservableObject {
          subject.announceChanges(to: observable.objectWillChange)
        }
        return Publisher(subject: subject)
      }
      set { object[keyPath: storageKeyPath].subject = newValue.subject }
    }

    /// The list of the property's subscribers, made on first use.
    private mutating func subscriberList() -> SubscriberList<Value, Never> {
      if let subject { return subject }
      let subject = SubscriberList<Value, Never>(
        value: value, dropsOffMain: true, storesAfterDelivery: true)
      self.subject = subject
      return subject
    }
  #endif

  /// Reads and writes the property through its enclosing object, announcing each write.
  ///
  /// - Parameters:
  ///   - object: The object that owns the property.
  ///   - wrappedKeyPath: The property.
  ///   - storageKeyPath: This wrapper's storage in the object.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath]
      return storage.subject?.value ?? storage.value
    }
    set {
      (object as? any ObservableObject)?.objectWillChange.send()
      object[keyPath: storageKeyPath].subject?.send(newValue, keeping: true)
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
