/// Reads an observable object the focused part of the design publishes, like SwiftUI's
/// `FocusedObject`.
///
/// ```swift
/// @FocusedObject private var draft: RouteDraft?
/// ```
///
/// A `.focusedObject(draft)` publishes the object while a view inside it has the focus (a
/// `.focusedSceneObject(draft)` always); the object is `nil` otherwise. The view follows
/// the object's changes, as with `@ObservedObject`, and `$draft?.name` is a binding to one
/// of its properties.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the properties of the focused object, like SwiftUI's
  /// `FocusedObject.Wrapper`.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  private var cell = FocusedValueCell()

  /// Reads the object of type `ObjectType` published around the focused view.
  public init() {}

  /// The object published around the focused view, or `nil`.
  public var wrappedValue: ObjectType? {
    cell.values[observableObject: ObservableObjectKey<ObjectType>()]
  }

  /// Makes bindings to the object's properties, or is `nil` when there is no object.
  public var projectedValue: Wrapper? { wrappedValue.map { Wrapper(object: $0) } }
}

extension FocusedObject: InstalledProperty {
  func unlinkedCopy() -> FocusedObject {
    var copy = self
    copy.cell = FocusedValueCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.link(in: context)
    if let object = wrappedValue { context.graph.observe(object) }
    return nil
  }
}
