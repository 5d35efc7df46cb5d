/// How a custom container resolves the view it is given into subviews: in the container's
/// place and environment, with each subview's `onAppear`, `onDisappear`, `onChange` and
/// `task` held until the container places it, so a subview never placed never appears and
/// one placed in a list's row appears when the row does.
@MainActor
enum SubviewResolution {
  /// The subviews `view` resolves to in `context`: one for each view it is made of.
  static func subviews(of view: some View, in context: ResolveContext) -> [Subview] {
    let (elements, events) = resolve(view, in: context)
    return zip(elements, events).map(Subview.init)
  }

  /// The sections `view` resolves to in `context`: each `Section` one, and each run of
  /// views between sections another.
  static func sections(of view: some View, in context: ResolveContext) -> [SectionConfiguration] {
    let (elements, events) = resolve(view, in: context)
    return SectionConfiguration.sections(of: zip(elements, events).map(Subview.init))
  }

  /// The elements `view` resolves to, with the lifecycle registrations of each.
  private static func resolve(
    _ view: some View, in context: ResolveContext
  ) -> (elements: [Element], events: [[HeldLifecycleEvent]]) {
    let gate = LifecycleGate()
    var gated = context
    gated.lifecycleGate = gate
    gated.startsGroups = true
    var elements: [Element] = []
    view._resolve(in: gated, into: &elements)
    return (elements, gate.takeEvents(forElements: elements.count))
  }
}
