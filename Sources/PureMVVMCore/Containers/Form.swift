/// Grouped controls for data entry, like SwiftUI's `Form`.
///
/// The text renderer draws its sections one after another, a blank line between them,
/// each with its header above and its footer below in secondary style.
public struct Form<Content: View>: View {
  private let content: Content

  /// Creates a form.
  ///
  /// - Parameter content: Its sections and rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves to one form element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.container(.form, context: context) { content._resolve(in: $0, into: &$1) })
  }
}
