import Observation

extension Scene {
  /// Sets an environment value for the scene's windows, like SwiftUI's
  /// `environment(_:_:)` on a scene.
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The scene.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some Scene {
    changingContent { AnyView($0.environment(keyPath, value)) }
  }

  /// Changes an environment value for the scene's windows, like SwiftUI's
  /// `transformEnvironment(_:transform:)` on a scene.
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - transform: The change.
  /// - Returns: The scene.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some Scene {
    changingContent { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
  }

  /// Puts an observable object in the scene's windows' environment, read with
  /// `@Environment(T.self)`, like SwiftUI's `environment(_:)` on a scene.
  ///
  /// - Parameter object: The object.
  /// - Returns: The scene.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    changingContent { AnyView($0.environment(object)) }
  }

  /// Puts an observable object in the scene's windows' environment, read with
  /// `@EnvironmentObject`, like SwiftUI's `environmentObject(_:)` on a scene.
  ///
  /// - Parameter object: The object.
  /// - Returns: The scene.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    changingContent { AnyView($0.environmentObject(object)) }
  }

  private func changingContent(_ change: @escaping @MainActor (AnyView) -> AnyView)
    -> some Scene
  {
    modifyingDescriptions { $0 = $0.changingContent(change) }
  }
}
