/// Shows its children as the rows of a list, like SwiftUI's `List`.
public struct List<Content: View>: View {
  private let content: Content

  /// Creates the container from a block of designs.
  ///
  /// - Parameter content: The children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves to one element holding the children.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.container(.list, content: content, context: context))
  }
}
