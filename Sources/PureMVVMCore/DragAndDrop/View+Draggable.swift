extension View {
  /// Lets the view be dragged, carrying `payload`, like SwiftUI's `draggable(_:)`.
  ///
  /// A test drags it with `InspectedElement.drag(onto:)`: the payload reaches the drop
  /// destination through its transfer representations.
  ///
  /// - Parameter payload: The value dragged, read when the drag starts.
  /// - Returns: The view.
  nonisolated public func draggable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> T
  ) -> some View {
    modifier(DragSourceModifier { .value(payload()) })
  }

  /// Lets the view be dragged, carrying `payload` and showing `preview` under the finger.
  ///
  /// The preview is not drawn: a host's drag has no finger.
  ///
  /// - Parameters:
  ///   - payload: The value dragged, read when the drag starts.
  ///   - preview: What the drag shows.
  /// - Returns: The view.
  nonisolated public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(DragSourceModifier { .value(payload()) })
  }

  /// Lets the view be dragged, carrying the item provider `data` makes, like SwiftUI's
  /// `onDrag(_:)`.
  ///
  /// - Parameter data: Makes the provider when the drag starts.
  /// - Returns: The view.
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(DragSourceModifier { .provider(data()) })
  }

  /// Lets the view be dragged, carrying the item provider `data` makes and showing
  /// `preview`, which is not drawn.
  ///
  /// - Parameters:
  ///   - data: Makes the provider when the drag starts.
  ///   - preview: What the drag shows.
  /// - Returns: The view.
  nonisolated public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(DragSourceModifier { .provider(data()) })
  }

  /// Gives the view's items to drags and services, like SwiftUI's `itemProvider(_:)`;
  /// `nil`, or a provider of `nil`, gives nothing.
  ///
  /// - Parameter action: Makes the provider.
  /// - Returns: The view.
  nonisolated public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View {
    modifier(DragSourceModifier { action?().map(DragItem.provider) })
  }

  /// Sets whether views below activate when a drag hovers over them; recorded in the
  /// environment.
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The view.
  nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
    environment(\.springLoadingBehavior, behavior)
  }
}
