import Observation

extension View {
  /// Publishes an observable object while a view inside this one has the focus, for
  /// `@FocusedObject`, like SwiftUI's `focusedObject(_:)`.
  ///
  /// - Parameter object: The object.
  /// - Returns: The view.
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    publishing(object, at: \.[observableObject: ObservableObjectKey<T>()], isSceneWide: false)
  }

  /// Publishes an observable object, or none, while a view inside this one has the focus.
  ///
  /// - Parameter object: The object; `nil` publishes nothing.
  /// - Returns: The view.
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    publishing(object, at: \.[observableObject: ObservableObjectKey<T>()], isSceneWide: false)
  }

  /// Publishes an observable object for as long as the view is shown, focused or not,
  /// like SwiftUI's `focusedSceneObject(_:)`.
  ///
  /// - Parameter object: The object.
  /// - Returns: The view.
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    publishing(object, at: \.[observableObject: ObservableObjectKey<T>()], isSceneWide: true)
  }

  /// Publishes an observable object, or none, for as long as the view is shown.
  ///
  /// - Parameter object: The object; `nil` publishes nothing.
  /// - Returns: The view.
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    publishing(object, at: \.[observableObject: ObservableObjectKey<T>()], isSceneWide: true)
  }

  /// Publishes an `@Observable` object, or none, while a view inside this one has the
  /// focus, for `@FocusedValue(T.self)`, like SwiftUI's `focusedValue(_:)`.
  ///
  /// - Parameter object: The object; `nil` publishes nothing.
  /// - Returns: The view.
  nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    publishing(object, at: \.[object: ObjectKey<T>()], isSceneWide: false)
  }

  /// Publishes an `@Observable` object, or none, for as long as the view is shown, like
  /// SwiftUI's `focusedSceneValue(_:)`.
  ///
  /// - Parameter object: The object; `nil` publishes nothing.
  /// - Returns: The view.
  nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?)
    -> some View
  {
    publishing(object, at: \.[object: ObjectKey<T>()], isSceneWide: true)
  }

  /// Publishes `object` at `keyPath`, the key of its type.
  nonisolated private func publishing<T: AnyObject>(
    _ object: T?, at keyPath: WritableKeyPath<FocusedValues, T?>, isSceneWide: Bool
  ) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: object, isSceneWide: isSceneWide))
  }
}
