/// A text field whose contents are never shown, like SwiftUI's `SecureField(_:text:)`.
///
/// No renderer, inspector query or element exposes the text: only whether it is empty.
public struct SecureField: View {
  /// The field's title, shown as its label.
  public let title: String
  @Binding private var text: String

  /// Creates a secure field bound to a string.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - text: The secret the field edits.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self._text = text
  }

  /// Resolves to one secure-field element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .input(.secureField(title: title, hasText: !text.isEmpty), text: $text, context: context))
  }
}
