/// The button element the built-in button styles draw: its label, tapped to trigger the
/// configuration's action.
nonisolated struct ButtonFace<Label: View>: View {
  typealias Body = Never
  let configuration: PrimitiveButtonStyleConfiguration
  let look: ButtonLook?
  let label: Label

  init(
    configuration: PrimitiveButtonStyleConfiguration, look: ButtonLook?,
    @ViewBuilder label: () -> Label
  ) {
    self.configuration = configuration
    self.look = look
    self.label = label()
  }

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    var element = Element(
      Control(.button, title: Element.title(of: children), face: .pushButton),
      children: children, context: context,
      action: configuration.action)
    let role = configuration.role
    let look = look
    let border = look?.isBordered == true ? context.environment.buttonBorderShape : .automatic
    if role != nil || look != nil {
      element.changeAttributes {
        $0.buttonRole = role
        $0.buttonStyle = look
        if border != .automatic { $0.buttonBorderShape = border }
      }
    }
    elements.append(consume element)
  }
}
