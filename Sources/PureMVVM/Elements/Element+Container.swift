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
}
