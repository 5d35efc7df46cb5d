/// The row the built-in label styles draw: the icon, then the title, either left out.
nonisolated struct LabelRow: View {
  typealias Body = Never
  let configuration: LabelStyleConfiguration
  let showsIcon: Bool
  let showsTitle: Bool

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    if showsIcon { configuration.icon._resolve(in: context.child(0), into: &children) }
    if showsTitle { configuration.title._resolve(in: context.child(1), into: &children) }
    elements.append(Element.row(children, context: context))
  }
}
