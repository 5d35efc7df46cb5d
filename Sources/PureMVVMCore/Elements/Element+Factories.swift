extension Element {
  /// An element of `kind` whose children are what `content` resolves to.
  @MainActor
  static func container(
    _ kind: Kind, content: some View, context: ResolveContext
  ) -> Element {
    var children: [Element] = []
    content._resolve(in: context.child(0), into: &children)
    return Element(kind, children: children, context: context)
  }

  /// A text field's element of `kind`: typed text goes through `text`; focus and submit
  /// come from the `.focused(_:)` and `.onSubmit(_:)` in scope.
  @MainActor
  static func input(
    _ kind: Kind, text: Binding<String>, context: ResolveContext
  ) -> Element {
    var element = Element(kind, context: context, input: { text.wrappedValue = $0 })
    let traits = context.fieldTraits
    if let focus = traits?.focus {
      element.isFocused = focus.isFocused
      element.focus = focus.set
    } else {
      let graph = context.graph
      let identity = context.position
      element.isFocused = graph.focusedField == identity
      element.focus = { isFocused in
        if isFocused {
          graph.focusedField = identity
        } else if graph.focusedField == identity {
          graph.focusedField = nil
        }
      }
    }
    if let actions = traits?.submitActions, !actions.isEmpty {
      element.submit = { for action in actions.reversed() { action() } }
    }
    return element
  }
}
