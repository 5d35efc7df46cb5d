/// A multi-line text editor, like SwiftUI's `TextEditor`.
///
/// It has no title; the inspector finds it as the text field titled "Text editor"
/// (or by its accessibility label).
public nonisolated struct TextEditor: View {
  private let text: Binding<String>

  /// Creates an editor bound to a string.
  ///
  /// - Parameter text: The text it shows and edits.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// Resolves to one text-editor element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .input(
        Control(.textEditor, title: "", face: .textArea(text: text.wrappedValue)), text: text,
        context: context))
  }
}

extension ControlRole {
  /// A text editor: found by `find(textField:)`, read as a text view.
  public static let textEditor = ControlRole(name: "text field", spokenName: "text view")
}
