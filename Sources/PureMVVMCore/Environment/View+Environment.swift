import Observation

extension View {
  /// Sets an environment value for this view and everything below it.
  ///
  /// ```swift
  /// CalendarView().environment(\.locale, Locale(identifier: "es_ES"))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value to set.
  ///   - value: The new value.
  /// - Returns: The view with the value set below it.
  nonisolated public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(EnvironmentTransform { $0[keyPath: keyPath] = value })
  }

  /// Changes an environment value for this view and everything below it.
  ///
  /// - Parameters:
  ///   - keyPath: The value to change.
  ///   - transform: Changes the inherited value in place.
  /// - Returns: The view with the value changed below it.
  nonisolated public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) -> some View {
    modifier(EnvironmentTransform { transform(&$0[keyPath: keyPath]) })
  }

  /// Puts an `@Observable` object in the environment, for `@Environment(Type.self)` below.
  ///
  /// - Parameter object: The object; `nil` removes one put there by an ancestor.
  /// - Returns: The view with the object in its environment.
  nonisolated public func environment<Object: AnyObject & Observable>(_ object: Object?)
    -> some View
  {
    modifier(EnvironmentTransform { $0.objects[ObjectIdentifier(Object.self)] = object.map { $0 } })
  }

  /// Puts an ``ObservableObject`` in the environment, for `@EnvironmentObject` below.
  ///
  /// - Parameter object: The object.
  /// - Returns: The view with the object in its environment.
  nonisolated public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View
  {
    modifier(EnvironmentTransform { $0.objects[ObjectIdentifier(Object.self)] = object })
  }
}
