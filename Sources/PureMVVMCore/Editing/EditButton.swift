/// A button that turns the edit mode of its screen on and off, like SwiftUI's
/// `EditButton`: "Edit" while inactive, "Done" while editing.
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
///
/// Outside a screen with an edit mode (``EnvironmentValues/editMode`` is `nil`), it shows
/// "Edit" and does nothing.
public nonisolated struct EditButton: View {
  /// Creates the button.
  public init() {}

  /// Resolves to the button, titled for the edit mode in effect.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let mode = context.environment.editMode
    let isEditing = mode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      mode?.wrappedValue = isEditing ? .inactive : .active
    }
    ._resolve(in: context.child(0), into: &elements)
  }
}
