/// Related controls side by side, like SwiftUI's `ControlGroup`; drawn as a row.
public struct ControlGroup<Content: View>: View {
  private let content: Content

  /// Creates a group.
  ///
  /// - Parameter content: The controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a group with a label; the label is accepted.
  ///
  /// - Parameters:
  ///   - content: The controls.
  ///   - label: Accepted.
  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }

  /// Resolves to a row of the controls.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.container(.hStack, context: context) { content._resolve(in: $0, into: &$1) })
  }
}
