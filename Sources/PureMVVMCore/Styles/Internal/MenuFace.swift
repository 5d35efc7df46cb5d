/// The menu element the built-in menu styles draw: the label as its title and the items
/// as its options.
nonisolated struct MenuFace: View {
  typealias Body = Never
  let configuration: MenuStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var labelElements: [Element] = []
    configuration.label._resolve(in: context.child(0), into: &labelElements)
    var items: [Element] = []
    // A menu draws its items as the system's menu items, whatever button style is set.
    var itemContext = context.child(1)
    itemContext.environment[styles: PrimitiveButtonStyleConfiguration.self] = StyleStack()
    configuration.content._resolve(in: itemContext, marking: .option, into: &items)
    elements.append(
      Element(
        Control(.menu, title: Element.title(of: labelElements), face: .pullDown),
        children: items, context: context, action: configuration.primaryAction))
  }
}
