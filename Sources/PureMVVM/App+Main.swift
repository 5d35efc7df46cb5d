extension App {
  /// Runs the app as a terminal program: draws its window groups, windows, document groups
  /// and settings, in the order its `body` declares them, then returns.
  ///
  /// What `@main` calls on Linux, where hosts have no window server: `swift run` of an app
  /// target shows what its windows show. A window presenting values is drawn presenting
  /// none, and a document group with a new document; utility windows and menu bar extras
  /// are not drawn.
  @MainActor @preconcurrency public static func main() {
    print(drawing(Self()), terminator: "")
  }

  /// What `main()` prints for `app`: each window's title (or kind) in a rule, then its
  /// content at 60 columns.
  ///
  /// - Parameter app: The app.
  /// - Returns: The drawing.
  @MainActor package static func drawing(_ app: Self) -> String {
    let shown: [SceneDescription.Kind] = [.windowGroup, .window, .documentGroup, .settings]
    var output = ""
    for scene in AppInspector(app).scenes where shown.contains(scene.kind) {
      output += "── \(scene.title ?? scene.id ?? scene.kind.rawValue) ──\n"
      let drawing = DesignInspector(scene.content()).render(width: 60)
      output += drawing.hasSuffix("\n") ? drawing : drawing + "\n"
    }
    return output
  }
}
