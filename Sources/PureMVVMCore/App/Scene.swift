/// A part of an app's interface the system shows, like SwiftUI's `Scene`: a window group,
/// a window, the settings, a menu bar extra or a document group.
///
/// A scene of your own writes ``body`` with the built-in scenes, as in SwiftUI. The app's
/// scenes are read, not run: `AppInspector` lists them and hosts each one's content for a
/// test, and `App.main()` draws them in the terminal.
@MainActor @preconcurrency public protocol Scene {
  /// The scene's content.
  associatedtype Body: Scene

  /// The scenes this scene is made of.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Adds the windows and menus this scene makes to `scenes`, in order.
  ///
  /// The default adds those of ``body``; the built-in scenes describe themselves.
  @MainActor func _describe(into scenes: inout [SceneDescription])
}

extension Scene {
  /// Adds the windows and menus of the scene's body.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {
    body._describe(into: &scenes)
  }

  /// The windows and menus this scene makes, in order.
  public var _descriptions: [SceneDescription] {
    var scenes: [SceneDescription] = []
    _describe(into: &scenes)
    return scenes
  }
}

extension Scene where Body == Never {
  /// A built-in scene has no body.
  ///
  /// Reading it is a programming error and traps, as it does in SwiftUI.
  public var body: Never {
    preconditionFailure("\(Self.self) is a built-in scene and has no body")
  }
}

extension Never: Scene {
  /// Describes nothing; a `Never` value cannot exist.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {}
}
