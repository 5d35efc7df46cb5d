/// An ``ObservableObject`` a view is handed by its parent, like SwiftUI's
/// `@ObservedObject`: the view follows its changes but does not own it.
///
/// `$viewModel.enteredUserName` is a ``Binding`` to a property of the object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the properties of an observed object: `$viewModel.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    ///
    /// - Parameter keyPath: A reference-writable key path to the property.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ReferenceLocation(object: object, keyPath: keyPath))
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  ///
  /// - Parameter initialValue: The object.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstalledProperty {
  func unlinkedCopy() -> ObservedObject { self }

  func install(slot: Int, in context: ResolveContext) -> String? {
    context.graph.observe(wrappedValue)
    return nil
  }
}
