/// Gives the elements of its content the accessibility actions its source names.
nonisolated struct AccessibilityActionsModifier: ViewModifier {
  typealias Body = Never

  /// Where the actions come from.
  enum Source {
    /// One action, by name.
    case named(String, () -> Void)
    /// One action, named by the words of a view.
    case labelled(AnyView, () -> Void)
    /// Every element of a view that acts, each named by its title.
    case actingViews(AnyView)
  }

  /// Where the actions come from.
  let source: Source

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let actions = actions(in: context.child(1))
    guard !actions.isEmpty else { return }
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { attributes in
        var accessibility = attributes.accessibility ?? AccessibilityAttributes()
        accessibility.actionNames += actions.map(\.0)
        attributes.accessibility = accessibility
      }
      elements[index].withHandlers { handlers in
        handlers.accessibilityActions += actions.map { (name: $0.0, perform: $0.1) }
      }
    }
  }

  /// The actions, each a name and what it does, made in the context of the modified view.
  @MainActor private func actions(in context: ResolveContext) -> [(String, () -> Void)] {
    switch source {
    case .named(let name, let action):
      return [(name, action)]
    case .labelled(let label, let action):
      var elements: [Element] = []
      label._resolve(in: context, into: &elements)
      return [(Element.title(of: elements), action)]
    case .actingViews(let views):
      var elements: [Element] = []
      views._resolve(in: context, into: &elements)
      return elements.flatMap(Self.actions(in:))
    }
  }

  /// The elements that act in `element`, itself first: each one's title and action.
  static func actions(in element: Element) -> [(String, () -> Void)] {
    var found: [(String, () -> Void)] = []
    if let action = element.action, let title = element.control?.title, !element.isDisabled {
      found.append((title, action))
    }
    return found + element.childElements.flatMap(actions(in:))
  }
}
