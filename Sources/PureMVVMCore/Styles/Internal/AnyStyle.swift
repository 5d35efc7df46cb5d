/// A style of the family whose configuration is `Configuration`, its type erased.
///
/// Made wherever a view is built (`buttonStyle(_:)` is `nonisolated`, as in SwiftUI) and
/// used as the host resolves, on the main actor. The closure that resolves the style's
/// body is main-actor isolated, so `Sendable`, and captures nothing the design made: the
/// style is handed to it as it runs.
struct AnyStyle<Configuration> {
  /// The style, in a ``StyleBox`` of its own type.
  private let box: AnyObject
  /// Installs the style's dynamic properties, then resolves the body it makes.
  private let resolveBodyOfBox:
    @MainActor (AnyObject, Configuration, ResolveContext, inout [Element]) -> Void

  /// Erases `style`, whose body `makeBody` makes.
  init<Style, Body: View>(
    _ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    box = StyleBox(style)
    resolveBodyOfBox = { box, configuration, context, elements in
      // `box` is the one made above, for this `Style`.
      let box = unsafeDowncast(box, to: StyleBox<Style>.self)
      let context = context.body(of: Style.self)
      // One style value serves every control below its modifier; each control links its
      // own copy, so closures in one control's body never reach another control's state.
      let (copy, failure) = box.layout.installCopy(of: box.style, in: context)
      if let failure {
        elements.append(Element.failure(failure, context: context))
        return
      }
      makeBody(copy, configuration)._resolve(in: context, into: &elements)
    }
  }

  /// Installs the style's dynamic properties, then resolves the body it makes.
  @MainActor
  func resolveBody(
    _ configuration: Configuration, _ context: ResolveContext, _ elements: inout [Element]
  ) {
    resolveBodyOfBox(box, configuration, context, &elements)
  }
}

/// A style, and where its dynamic properties are: looked up once, the first time it
/// resolves, not for every control it styles.
private final class StyleBox<Style> {
  let style: Style
  private var knownLayout: DynamicPropertyLayout?

  init(_ style: Style) {
    self.style = style
  }

  @MainActor var layout: DynamicPropertyLayout {
    if let knownLayout { return knownLayout }
    let layout = DynamicPropertyLayout.layout(of: Style.self)
    knownLayout = layout
    return layout
  }
}
