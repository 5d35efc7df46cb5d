/// A style of the family whose configuration is `Configuration`, its type erased.
@MainActor
struct AnyStyle<Configuration> {
  /// Installs the style's dynamic properties, then resolves the body it makes.
  let resolveBody: @MainActor (Configuration, ResolveContext, inout [Element]) -> Void

  /// Erases `style`, whose body `makeBody` makes.
  init<Style, Body: View>(
    _ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    // Looked up once here, not for every control the style resolves.
    let layout = DynamicPropertyLayout.layout(of: Style.self)
    resolveBody = { configuration, context, elements in
      let context = context.body(of: Style.self)
      // One style value serves every control below its modifier; each control links its
      // own copy, so closures in one control's body never reach another control's state.
      let (copy, failure) = layout.installCopy(of: style, in: context)
      if let failure {
        elements.append(Element.failure(failure, context: context))
        return
      }
      makeBody(copy, configuration)._resolve(in: context, into: &elements)
    }
  }
}
