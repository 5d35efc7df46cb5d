/// The form element the built-in form styles draw: the content as sections and rows.
nonisolated struct FormFace: View {
  typealias Body = Never
  let configuration: FormStyleConfiguration
  let look: FormLook?

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var form = Element.container(.form, context: context) {
      configuration.content._resolve(in: $0, into: &$1)
    }
    if let look { form.changeAttributes { $0.formStyle = look } }
    elements.append(consume form)
  }
}
