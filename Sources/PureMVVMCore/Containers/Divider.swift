/// A line between content, like SwiftUI's `Divider`.
public nonisolated struct Divider: View {
  /// Creates a divider.
  public init() {}

  /// Resolves to one divider element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(Element(.divider, context: context))
  }
}
