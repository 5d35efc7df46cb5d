/// A value with a modifier applied, like SwiftUI's `ModifiedContent`: a view when the
/// content is a view, a modifier that applies both when the content is a modifier too.
public struct ModifiedContent<Content, Modifier> {
  /// The view (or the first modifier) being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  ///
  /// - Parameters:
  ///   - content: The view, or the modifier applied first.
  ///   - modifier: The modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Resolves as a primitive, through the modifier.
  public typealias Body = Never
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Resolves the content through the modifier.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if context.stopsTooDeep(into: &elements) { return }
    modifier._resolve(content: content, in: context, into: &elements)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Resolves `wrapped` with the first modifier, then the second, applied: as
  /// `wrapped.modifier(content).modifier(modifier)`.
  public func _resolve<Wrapped: View>(
    content wrapped: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    wrapped.modifier(content).modifier(modifier)._resolve(in: context, into: &elements)
  }
}

extension ViewModifier {
  /// A modifier that applies this modifier, then `modifier`.
  ///
  /// ```swift
  /// Text("Anaga").modifier(Card().concat(Highlighted()))
  /// ```
  ///
  /// - Parameter modifier: The modifier applied second.
  /// - Returns: Both modifiers as one.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
