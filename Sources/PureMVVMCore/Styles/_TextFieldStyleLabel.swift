/// The label of the field a ``TextFieldStyle`` decorates, like SwiftUI's
/// `_TextFieldStyleLabel`: the field's own label, its type erased.
public nonisolated struct _TextFieldStyleLabel: View {
  private let label: AnyView

  init(_ label: some View) {
    self.label = AnyView(label)
  }

  /// The field's label.
  @MainActor public var body: some View { label }
}
