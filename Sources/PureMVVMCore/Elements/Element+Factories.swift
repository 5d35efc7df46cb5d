extension Element {
  /// An element of `kind` whose children are what `content` resolves to.
  @MainActor
  static func container(
    _ kind: Kind, content: some Design, context: ResolveContext
  ) -> Element {
    var children: [Element] = []
    content._resolve(in: context.child(0), into: &children)
    return Element(kind, children: children, context: context)
  }

  /// An element of `kind` that writes typed text through `text`.
  static func input(
    _ kind: Kind, text: Binding<String>, context: ResolveContext
  ) -> Element {
    Element(kind, context: context, input: { text.wrappedValue = $0 })
  }
}
