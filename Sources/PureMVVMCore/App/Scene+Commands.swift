extension Scene {
  /// Adds commands to the app's menus, like SwiftUI's `commands(content:)`.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene.
  public func commands<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    CommandsScene(content: self, commands: content(), replacesStandardCommands: false)
  }

  /// Removes every command the scene defines, the system's standard ones and its own
  /// `.commands`, like SwiftUI's `commandsRemoved()`.
  ///
  /// - Returns: The scene.
  public func commandsRemoved() -> some Scene {
    modifyingDescriptions { scene in
      scene.removesStandardCommands = true
      scene.commands = []
    }
  }

  /// Puts these commands instead of the system's standard ones, like SwiftUI's
  /// `commandsReplaced(content:)`.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene.
  public func commandsReplaced<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    CommandsScene(content: self, commands: content(), replacesStandardCommands: true)
  }
}

/// A scene with commands: a stored property, so the commands' own properties
/// (`@FocusedValue`…) are installed with the host that reads the scene, and which menus they
/// add follows the focused values.
nonisolated struct CommandsScene<Content: Scene, Added: Commands>: Scene {
  typealias Body = Never
  let content: Content
  let commands: Added
  let replacesStandardCommands: Bool

  @MainActor func _describe(into scenes: inout [SceneDescription]) {
    var inner: [SceneDescription] = []
    content._describe(into: &inner)
    for var scene in inner {
      if replacesStandardCommands {
        scene.removesStandardCommands = true
        scene.commands = []
      }
      commands._describe(into: &scene.commands)
      scenes.append(scene)
    }
  }
}
