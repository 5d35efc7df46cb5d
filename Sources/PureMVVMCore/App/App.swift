/// An app's structure, like SwiftUI's `App`: the scenes it shows.
///
/// ```swift
/// @main
/// struct RutasApp: App {
///   var body: some Scene {
///     WindowGroup { RouteListScreen() }
///   }
/// }
/// ```
///
/// On Linux, `main()` draws each window's content in the terminal (see `App.main()` in
/// the `PureMVVM` module); a test reads the scenes with `AppInspector`.
@MainActor @preconcurrency public protocol App {
  /// The app's scenes.
  associatedtype Body: Scene

  /// The scenes the app shows.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Creates the app; the system does, once.
  @MainActor @preconcurrency init()
}
