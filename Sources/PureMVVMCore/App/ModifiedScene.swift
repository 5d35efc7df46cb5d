/// A scene with a modifier applied: each description it makes, changed.
nonisolated struct ModifiedScene<Content: Scene>: Scene {
  typealias Body = Never
  let content: Content
  let change: @MainActor (inout SceneDescription) -> Void

  @MainActor func _describe(into scenes: inout [SceneDescription]) {
    var inner: [SceneDescription] = []
    content._describe(into: &inner)
    for var scene in inner {
      change(&scene)
      scenes.append(scene)
    }
  }
}

extension Scene {
  /// This scene with each of its descriptions changed by `change`.
  func modifyingDescriptions(
    _ change: @escaping @MainActor (inout SceneDescription) -> Void
  )
    -> some Scene
  {
    ModifiedScene(content: self, change: change)
  }

  /// This scene with `name` recorded as a modifier accepted and changing nothing here.
  func accepting(_ name: String) -> some Scene {
    modifyingDescriptions { $0.acceptedModifiers.append(name) }
  }
}
