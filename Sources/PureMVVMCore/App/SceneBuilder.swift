/// Builds scenes from the statements of an app's or scene's `body`, like SwiftUI's
/// `SceneBuilder`: scenes in order, `if` without `else`, and `if #available`.
@resultBuilder public enum SceneBuilder {
  /// A scene as it is.
  ///
  /// - Parameter content: The scene.
  /// - Returns: The scene.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// One scene, as it is.
  ///
  /// - Parameter content: The scene.
  /// - Returns: The scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// Several scenes, in order.
  ///
  /// - Parameter content: The scenes.
  /// - Returns: One scene holding them.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> some Scene
  {
    TupleScene(repeat each content)
  }

  /// A scene that may be absent: the body of an `if` without `else`.
  ///
  /// - Parameter scene: The scene, or `nil`.
  /// - Returns: A scene describing it, or nothing.
  public static func buildOptional<Content: Scene>(_ scene: Content?) -> some Scene {
    OptionalScene(scene: scene)
  }

  /// A scene behind `if #available`.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The scene.
  public static func buildLimitedAvailability<Content: Scene>(_ scene: Content) -> Content {
    scene
  }
}

/// Several scenes in order, as `SceneBuilder` joins them.
nonisolated struct TupleScene<each Content: Scene>: Scene {
  typealias Body = Never
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  @MainActor func _describe(into scenes: inout [SceneDescription]) {
    for scene in repeat each content { scene._describe(into: &scenes) }
  }
}

/// A scene that may be absent.
nonisolated struct OptionalScene<Content: Scene>: Scene {
  typealias Body = Never
  let scene: Content?

  @MainActor func _describe(into scenes: inout [SceneDescription]) {
    scene?._describe(into: &scenes)
  }
}
