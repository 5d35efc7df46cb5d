/// Arranges its children side by side, like SwiftUI's `HStack`; a `Spacer` takes the slack.
public struct HStack<Content: View>: View {
  private let content: Content

  /// Creates the container from a block of designs.
  ///
  /// - Parameter content: The children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves to one element holding the children.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.container(.hStack, content: content, context: context))
  }
}
