/// An editable line of text, like SwiftUI's `TextField(_:text:)`.
public struct TextField: View {
  /// The field's title, shown as its label.
  public let title: String
  @Binding private var text: String

  /// Creates a text field bound to a string.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - text: The text the field shows and edits.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self._text = text
  }

  /// Resolves to one text-field element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.input(.textField(title: title, text: text), text: $text, context: context))
  }
}
