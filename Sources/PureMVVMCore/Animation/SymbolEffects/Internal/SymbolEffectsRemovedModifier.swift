/// Resolves its content without the symbol effects recorded in it, for
/// `.symbolEffectsRemoved()`; primitive.
nonisolated struct SymbolEffectsRemovedModifier: ViewModifier {
  typealias Body = Never
  let isEnabled: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard isEnabled else { return }
    for index in first..<elements.endIndex { Self.removeSymbolEffects(from: &elements[index]) }
  }

  /// Removes the symbol effects of `element` and of every element inside it.
  private static func removeSymbolEffects(from element: inout Element) {
    if element.attributes.effects.contains(where: \.isSymbolEffect) {
      element.changeAttributes { $0.effects.removeAll(where: \.isSymbolEffect) }
    }
    guard element.containsSymbolEffect(inChildren: true) else { return }
    var children = element.children
    for index in children.indices { removeSymbolEffects(from: &children[index]) }
    element.children = children
  }
}

extension ElementEffect {
  /// Whether this is a symbol effect.
  fileprivate var isSymbolEffect: Bool {
    if case .symbolEffect = self { true } else { false }
  }
}

extension Element {
  /// Whether this element, or with `inChildren` one inside it, records a symbol effect.
  fileprivate func containsSymbolEffect(inChildren: Bool = false) -> Bool {
    (!inChildren && attributes.effects.contains(where: \.isSymbolEffect))
      || childElements.contains { $0.containsSymbolEffect() }
  }
}
