/// How a custom container resolves the view it is given into subviews: in the container's
/// place and environment, with each subview's `onAppear`, `onDisappear`, `onChange` and
/// `task` held until the container places it, so a subview never placed never appears and
/// one placed in a list's row appears when the row does.
@MainActor
enum SubviewResolution {
  /// The subviews `view` resolves to in `context`: one for each view it is made of.
  static func subviews(of view: some View, in context: ResolveContext) -> [Subview] {
    let (elements, events) = resolve(view, in: context)
    var subviews: [Subview] = []
    for (element, lifecycle) in zip(elements, events) {
      // An alert, sheet or toolbar goes with the view that presents it.
      if element.kind.isPresentation || element.kind.isToolbar, !subviews.isEmpty {
        subviews[subviews.endIndex - 1].companions.append(element)
        subviews[subviews.endIndex - 1].lifecycle += lifecycle
      } else {
        subviews.append(Subview(element, lifecycle: lifecycle))
      }
    }
    return subviews
  }

  /// The sections `view` resolves to in `context`: each `Section` one, and each run of
  /// views between sections another.
  static func sections(of view: some View, in context: ResolveContext) -> [SectionConfiguration] {
    SectionConfiguration.sections(of: subviews(of: view, in: context))
  }

  /// The elements `view` resolves to, with the lifecycle registrations of each.
  private static func resolve(
    _ view: some View, in context: ResolveContext
  ) -> (elements: [Element], events: [[HeldLifecycleEvent]]) {
    let gate = LifecycleGate()
    var gated = context
    gated.lifecycleGate = gate
    gated.startsGroups = true
    // Its container reads the elements (their values, how many) and may place them twice.
    gated.forbidsReplays = true
    var elements: [Element] = []
    view._resolve(in: gated, into: &elements)
    return (elements, gate.takeEvents(forElements: elements.count))
  }
}
