/// The row the built-in control group styles draw: the controls side by side.
nonisolated struct ControlGroupRow: View {
  typealias Body = Never
  let configuration: ControlGroupStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .row(context: context) { configuration.content._resolve(in: $0, into: &$1) })
  }
}
