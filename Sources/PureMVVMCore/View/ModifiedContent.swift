/// A view with a modifier applied, like SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - modifier: The modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Resolves the content through the modifier.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if context.stopsTooDeep(into: &elements) { return }
    modifier._resolve(content: content, in: context, into: &elements)
  }
}
