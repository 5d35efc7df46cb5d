/// The toggle element the built-in toggle styles draw: a title and a switch that flips
/// the configuration's binding.
nonisolated struct ToggleFace: View {
  typealias Body = Never
  let configuration: ToggleStyleConfiguration
  let look: ToggleLook?

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    configuration.label._resolve(in: context.child(0), into: &children)
    let binding = configuration.$isOn
    var element = Element(
      Control(
        .toggle, title: Element.title(of: children),
        face: .onOffSwitch(isOn: binding.wrappedValue)),
      children: Element.isPlainText(children) ? [] : children, context: context,
      action: { binding.wrappedValue.toggle() })
    element.changesOnlyState = binding.writesOnlyViewState
    if let look { element.changeAttributes { $0.toggleStyle = look } }
    elements.append(consume element)
  }
}
