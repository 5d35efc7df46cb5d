/// The progress element the built-in progress view styles draw: the label's title and
/// how complete the task is.
nonisolated struct ProgressFace: View {
  typealias Body = Never
  let configuration: ProgressViewStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var title = ""
    if let label = configuration.label {
      var children = context.takeChildArray()
      defer { context.giveBack(&children) }
      label._resolve(in: context.child(0), into: &children)
      title = Element.title(of: children)
    }
    elements.append(
      Element(
        Control(
          .progressView, title: title,
          face: .progressBar(fraction: configuration.fractionCompleted)), context: context))
  }
}
