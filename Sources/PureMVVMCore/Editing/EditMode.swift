/// Whether the content of a screen is being edited, like SwiftUI's `EditMode`: read and
/// changed through `@Environment(\.editMode)`, toggled by ``EditButton``.
///
/// While a list is edited, its deletable rows show a delete control (`⊖`), its movable
/// rows a handle (`☰`), and a list with a set selection a circle to select each row.
public enum EditMode: Hashable, Sendable {
  /// The content is not being edited.
  case inactive
  /// The content is being edited for a moment, as during a swipe.
  case transient
  /// The content is being edited.
  case active

  /// Whether the content is being edited: `true` unless ``inactive``.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The edit mode of the screen the view is on.
  ///
  /// Each screen of a navigation stack, and a list outside one, keeps an edit mode of its
  /// own, starting ``EditMode/inactive``; it is `nil` outside them unless set with
  /// `.environment(\.editMode, $mode)`.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension ResolveContext {
  /// Gives the views below an edit mode of their own, kept at this position, unless one is
  /// set above.
  mutating func provideEditMode() {
    guard environment.editMode == nil else { return }
    environment.editMode = child(0x6564_6974).primitiveState(EditMode.inactive)
  }
}
