/// A text field whose contents are never shown, like SwiftUI's `SecureField`.
///
/// No renderer, inspector query or element exposes the text: only whether it is empty.
public nonisolated struct SecureField<Label: View>: View {
  private let label: Label
  private let text: Binding<String>
  private let prompt: String?

  /// Creates a secure field with any label.
  ///
  /// - Parameters:
  ///   - text: The secret the field edits.
  ///   - prompt: Shown while the field is empty.
  ///   - label: The label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.text = text
    self.prompt = prompt?.plainText
  }

  /// Resolves to one secure-field element, or to the body the innermost text field style
  /// of your own makes from it, as SwiftUI styles secure fields with text fields.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    typealias Configuration = TextField<_TextFieldStyleLabel>
    if let (style, rest) = context.environment.styles(Configuration.self)?.popped() {
      var inner = context
      inner.environment[styles: Configuration.self] = rest
      var field = Configuration(text: text, prompt: prompt.map { Text(verbatim: $0) }) {
        _TextFieldStyleLabel(label)
      }
      field.isSecure = true
      style.resolveBody(field, inner, &elements)
      return
    }
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    var element = Element.input(
      Control(
        .secureField, title: Element.title(of: children),
        face: .secureBox(hasText: !text.wrappedValue.isEmpty)), text: text, context: context)
    if let prompt { element.changeAttributes { $0.prompt = prompt } }
    elements.append(consume element)
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field bound to a string.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - text: The secret the field edits.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text) { Text(titleKey) }
  }

  /// Creates a secure field bound to a string.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - text: The secret the field edits.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.init(text: text) { Text(title) }
  }

  /// Creates a secure field with a prompt.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - text: The secret the field edits.
  ///   - prompt: Shown while the field is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
}

extension ControlRole {
  /// A secure field: found by `find(textField:)`, read as a secure text field.
  public static let secureField = ControlRole(name: "text field", spokenName: "secure text field")
}
