/// A custom layout's container: its subviews, resolved, with the layout to size and place
/// them.
struct LayoutRoot<L: Layout, Content: View>: View {
  let layout: L
  let content: Content

  func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if let native = (layout as? AnyLayout)?.base as? NativeLayout ?? layout as? NativeLayout {
      elements.append(native.element(context: context) { content._resolve(in: $0, into: &$1) })
      return
    }
    var children: [Element] = []
    content._resolve(in: context.child(0), into: &children)
    var element = Element(.customLayout, children: children, context: context)
    let layout = layout
    element.withHandlers { $0.layout = LayoutHandler { layout.run($0, in: $1) } }
    elements.append(element)
  }
}
