/// The disclosure group element the default style draws: the label as its title, the
/// content while expanded, and a tap that flips the configuration's binding.
nonisolated struct DisclosureFace: View {
  typealias Body = Never
  let configuration: DisclosureGroupStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let expanded = configuration.$isExpanded
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    configuration.label._resolve(in: context.child(1), marking: .title, into: &children)
    let title = Element.title(of: children)
    if expanded.wrappedValue {
      configuration.content._resolve(in: context.child(2), into: &children)
    }
    elements.append(
      Element(
        Control(
          .disclosureGroup, title: title, face: .disclosure(isExpanded: expanded.wrappedValue)),
        children: children,
        context: context, action: { expanded.wrappedValue.toggle() }))
  }
}
