/// A run of read-only text, like SwiftUI's `Text`.
///
/// ```swift
/// Text("Greetings, \(username)")
/// Text("\(route.distance, specifier: "%.1f") km").foregroundStyle(.secondary)
/// ```
public struct Text: View {
  /// The text shown.
  public let content: String

  /// Creates text from a literal, with optional format specifiers in interpolations.
  ///
  /// - Parameter key: The text.
  public init(_ key: LocalizedStringKey) {
    content = key.text
  }

  /// Creates text from a string value.
  ///
  /// - Parameter content: The text.
  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  /// Creates text that is shown exactly as given.
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Resolves to one text element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(Element(.text(content), context: context))
  }
}
