/// A key for a value a view hands to the container that places it, like SwiftUI's
/// `ContainerValueKey`; ``ContainerValues`` is read through ``Subview/containerValues``.
///
/// ```swift
/// private struct PinnedKey: ContainerValueKey {
///   static let defaultValue = false
/// }
/// extension ContainerValues {
///   var isPinned: Bool {
///     get { self[PinnedKey.self] }
///     set { self[PinnedKey.self] = newValue }
///   }
/// }
/// ```
///
/// `@Entry var isPinned: Bool = false` in an extension of `ContainerValues` writes the same.
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value

  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Hands `value` to the container that places this view, under `keyPath`, like SwiftUI's
  /// `containerValue(_:_:)`: a container built with `Group(subviews:)` or
  /// `ForEach(subviews:)` reads it from each subview's ``Subview/containerValues``.
  ///
  /// Set on a group of views, it reaches each of them.
  ///
  /// - Parameters:
  ///   - keyPath: The container value to set.
  ///   - value: Its value for this view.
  /// - Returns: The view, carrying the value.
  nonisolated public func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V
  ) -> some View {
    modifier(ElementHandlersModifier { $0.containerValues[keyPath: keyPath] = value })
  }
}
