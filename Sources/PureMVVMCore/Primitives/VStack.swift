/// Arranges its children top to bottom, like SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
  private let content: Content

  /// Creates the container from a block of designs.
  ///
  /// - Parameter content: The children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves to one element holding the children.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.container(.vStack, content: content, context: context))
  }
}
