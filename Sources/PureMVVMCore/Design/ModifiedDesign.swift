/// A design with a modifier applied, such as `.navigationTitle(_:)` or `.disabled(_:)`.
public struct ModifiedDesign<Content: Design>: Design {
  enum Modifier {
    case navigationTitle(String)
    case foregroundStyle(HierarchicalShapeStyle)
    case disabled(Bool)
  }

  private let content: Content
  private let modifier: Modifier

  init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Resolves the content with the modifier applied.
  ///
  /// - Parameters:
  ///   - context: Where the design sits.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    switch modifier {
    case .navigationTitle(let title):
      elements.append(.container(.navigation(title: title), content: content, context: context))
      return
    case .foregroundStyle(let style):
      context.style = style
    case .disabled(let isDisabled):
      context.isDisabled = context.isDisabled || isDisabled
    }
    content._resolve(in: context, into: &elements)
  }
}
