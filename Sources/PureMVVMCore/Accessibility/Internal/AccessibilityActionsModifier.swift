/// Gives the elements of its content the accessibility actions `actions` makes.
struct AccessibilityActionsModifier: ViewModifier {
  typealias Body = Never
  /// The actions, each a name and what it does, made in the context of the modified view.
  let actions: (ResolveContext) -> [(String, () -> Void)]

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let actions = actions(context.child(1))
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

  /// The elements that act in `element`, itself first: each one's title and action.
  static func actions(in element: Element) -> [(String, () -> Void)] {
    var found: [(String, () -> Void)] = []
    if let action = element.action, let title = element.control?.title, !element.isDisabled {
      found.append((title, action))
    }
    return found + element.childElements.flatMap(actions(in:))
  }
}
