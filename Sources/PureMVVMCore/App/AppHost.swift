/// Where a host reads an app's or a scene's descriptions: written each time the root's body
/// is read.
@MainActor package final class SceneOutput {
  /// The scenes the root described last.
  package var scenes: [SceneDescription] = []

  /// An empty output.
  package init() {}
}

/// A view that reads an app's body with the app's properties installed, as a view's are
/// (`@AppStorage`, `@State`, `@FocusedValue`, `@Environment`), and writes what it describes
/// to an output: the app's scenes follow its state.
package nonisolated struct AppHost<Root: App>: View {
  let app: Root
  let output: SceneOutput

  /// A host for `app` writing to `output`.
  package init(app: Root, output: SceneOutput) {
    self.app = app
    self.output = output
  }

  /// Nothing, having described the app's scenes.
  @MainActor package var body: some View {
    output.scenes = app.body._descriptions
    return EmptyView()
  }
}

/// A view that reads scenes with their properties installed, as ``AppHost`` reads an app.
package nonisolated struct SceneHost<Root: Scene>: View {
  let scene: Root
  let output: SceneOutput

  /// A host for `scene` writing to `output`.
  package init(scene: Root, output: SceneOutput) {
    self.scene = scene
    self.output = output
  }

  /// Nothing, having described the scenes.
  @MainActor package var body: some View {
    output.scenes = scene._descriptions
    return EmptyView()
  }
}
