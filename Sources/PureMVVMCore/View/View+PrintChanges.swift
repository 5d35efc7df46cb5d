extension View {
  /// Prints that the view's body is being evaluated, like SwiftUI's `_printChanges()`, a
  /// debugging aid called from `body` as `let _ = Self._printChanges()`.
  ///
  /// Every evaluation is reported as a change of the view itself (`@self`): which
  /// properties changed is not tracked here.
  nonisolated public static func _printChanges() {
    print("\(Self.self): @self changed.")
  }

  /// Logs that the view's body is being evaluated, like SwiftUI's `_logChanges()`: to
  /// standard output, as ``_printChanges()`` does.
  nonisolated public static func _logChanges() {
    _printChanges()
  }
}
