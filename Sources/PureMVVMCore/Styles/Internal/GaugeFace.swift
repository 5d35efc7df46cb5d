/// The gauge element the built-in gauge styles draw: the label's title and how full the
/// gauge is.
nonisolated struct GaugeFace: View {
  typealias Body = Never
  let configuration: GaugeStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    configuration.label._resolve(in: context.child(0), into: &children)
    elements.append(
      Element(
        Control(
          .gauge, title: Element.title(of: children),
          face: .levelMeter(fraction: configuration.value)),
        context: context))
  }
}
