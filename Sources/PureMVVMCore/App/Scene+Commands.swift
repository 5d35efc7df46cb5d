extension Scene {
  /// Adds commands to the app's menus, like SwiftUI's `commands(content:)`.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene.
  public func commands<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    let commands = content()
    return modifyingDescriptions { scene in
      commands._describe(into: &scene.commands)
    }
  }

  /// Removes the system's standard commands, like SwiftUI's `commandsRemoved()`.
  ///
  /// - Returns: The scene.
  public func commandsRemoved() -> some Scene {
    modifyingDescriptions { $0.removesStandardCommands = true }
  }

  /// Puts these commands instead of the system's standard ones, like SwiftUI's
  /// `commandsReplaced(content:)`.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene.
  public func commandsReplaced<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    let commands = content()
    return modifyingDescriptions { scene in
      scene.removesStandardCommands = true
      scene.commands = []
      commands._describe(into: &scene.commands)
    }
  }
}
