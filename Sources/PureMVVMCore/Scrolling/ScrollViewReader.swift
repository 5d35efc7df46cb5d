/// Gives its content a proxy that scrolls to identified views, like SwiftUI's
/// `ScrollViewReader`.
public nonisolated struct ScrollViewReader<Content: View>: View {
  private let content: (ScrollViewProxy) -> Content

  /// Creates a reader.
  ///
  /// - Parameter content: The content, built with the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// Resolves the content, its rows recording their identities for the proxy.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var inner = context.child(0)
    inner.recordsScrollIDs = true
    content(ScrollViewProxy(graph: context.graph))._resolve(in: inner, into: &elements)
  }
}
