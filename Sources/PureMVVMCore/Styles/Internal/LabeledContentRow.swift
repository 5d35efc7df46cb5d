/// The row the default labelled-content style draws: the label, a spacer, then the
/// content, marked as the value and secondary unless it has a colour of its own.
nonisolated struct LabeledContentRow: View {
  typealias Body = Never
  let configuration: LabeledContentStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children: [Element] = []
    configuration.label._resolve(in: context.child(0), into: &children)
    let first = children.endIndex
    Spacer()._resolve(in: context.child(1), into: &children)
    configuration.content._resolve(in: context.child(2), into: &children)
    for index in (first + 1)..<children.endIndex {
      children[index].changeAttributes {
        $0.part = .value
        $0.foreground = $0.foreground ?? .hierarchical(1)
      }
    }
    elements.append(Element.row(children, context: context))
  }
}
