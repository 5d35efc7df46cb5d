/// Makes bindings to the mutable properties of an object, like SwiftUI's `@Bindable`.
///
/// Use it in a connector to hand a view model's properties to a design:
///
/// ```swift
/// struct LoginScreen: View {
///   @Bindable var viewModel: LoginViewModel
///   var body: some View {
///     LoginDesign(enteredUserName: $viewModel.enteredUserName, …)
///   }
/// }
/// ```
///
/// Writes mutate the object in place through a reference-writable key path.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The object bindings are made to.
  public var wrappedValue: Object

  /// Wraps an object so its properties can be bound to.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an object so its properties can be bound to.
  ///
  /// - Parameter object: The object.
  public init(_ object: Object) {
    self.wrappedValue = object
  }

  /// Creates a wrapper from another, so a closure can take `{ $model in … }`.
  ///
  /// - Parameter projectedValue: The wrapper.
  public init(projectedValue: Bindable<Object>) {
    self = projectedValue
  }

  /// The wrapper itself, so `$viewModel.name` produces a binding.
  public var projectedValue: Bindable<Object> { self }

  /// Returns a binding to a property of the object.
  ///
  /// - Parameter keyPath: A reference-writable key path to the property.
  /// - Returns: A binding whose writes mutate the object in place.
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>
  ) -> Binding<Value> {
    Binding(location: ReferenceLocation(object: wrappedValue, keyPath: keyPath))
  }
}
