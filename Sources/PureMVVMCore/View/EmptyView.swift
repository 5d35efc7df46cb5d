/// A view that shows nothing, like SwiftUI's `EmptyView`.
public nonisolated struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// Resolves to no elements.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {}
}
