extension View {
  /// Makes `shape` the shape of this container, like SwiftUI's `containerShape(_:)`: a
  /// `ContainerRelativeShape` inside takes it.
  ///
  /// - Parameter shape: The container's shape.
  /// - Returns: The view.
  nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    let erased = AnyShape(shape)
    return transformEnvironment(\.containerShape) { $0 = erased }
  }
}

extension EnvironmentValues {
  /// The shape of the container views are in, as `.containerShape(_:)` sets it.
  package var containerShape: AnyShape? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
}

private enum ContainerShapeKey: EnvironmentKey {
  static let defaultValue: AnyShape? = nil
}
