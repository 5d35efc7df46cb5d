/// A navigation container from before iOS 16, like SwiftUI's `NavigationView`: behaves as
/// a ``NavigationStack`` that keeps its own path.
public nonisolated struct NavigationView<Content: View>: View {
  private let content: Content

  /// Creates the container.
  ///
  /// - Parameter content: The first screen.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves as a navigation stack.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    NavigationStack { content }._resolve(in: context, into: &elements)
  }
}
