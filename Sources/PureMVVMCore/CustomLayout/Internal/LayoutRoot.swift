/// A custom layout's container: its subviews, resolved, with the layout to size and place
/// them.
nonisolated struct LayoutRoot<L: Layout, Content: View>: View {
  let layout: L
  let content: Content

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if let native = Self.native(layout) {
      elements.append(native.element(context: context) { content._resolve(in: $0, into: &$1) })
      return
    }
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    content._resolve(in: context.child(0), into: &children)
    var element = Element(.customLayout, children: children, context: context)
    let layout = layout
    element.withHandlers { $0.layout = LayoutHandler { layout.run($0, in: $1) } }
    elements.append(consume element)
  }

  /// The built-in layout `layout` is, through any number of `AnyLayout`s.
  private static func native(_ layout: any Layout) -> (any NativeLayout)? {
    if let wrapped = layout as? AnyLayout { return native(wrapped.base) }
    return layout as? any NativeLayout
  }
}
