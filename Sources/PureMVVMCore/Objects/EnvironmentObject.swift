/// An ``ObservableObject`` an ancestor put in the environment with
/// `.environmentObject(_:)`, like SwiftUI's `@EnvironmentObject`.
///
/// If no ancestor provides one, the view is not shown: its place shows an error naming the
/// type and the fix (SwiftUI crashes instead).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the properties of an environment object: `$settings.name`.
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

  private var cell = EnvironmentCell<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object.
  ///
  /// Reading it outside a host, before the view was resolved, is a programming error and
  /// stops the program with a message, as in SwiftUI.
  public var wrappedValue: ObjectType {
    guard let object = cell.value else {
      preconditionFailure(
        "@EnvironmentObject \(ObjectType.self) was read before a host resolved the view")
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstalledProperty {
  func unlinkedCopy() -> EnvironmentObject {
    var copy = self
    copy.cell = EnvironmentCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    guard let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    else {
      return
        "No \(ObjectType.self) in the environment: add .environmentObject(\(ObjectType.self)(…)) "
        + "above the view that reads it."
    }
    cell.value = object
    context.graph.observe(object)
    return nil
  }
}

/// What an ``Environment`` or ``EnvironmentObject`` read from its view's environment.
final class EnvironmentCell<Value> {
  var value: Value?
}
