/// A style of the family whose configuration is `Configuration`, its type erased.
///
/// Made wherever a view is built (`buttonStyle(_:)` is `nonisolated`, as in SwiftUI) and
/// used as the host resolves, on the main actor.
struct AnyStyle<Configuration> {
  /// The style and how it makes its body.
  private let box: any StyleResolution<Configuration>

  /// Erases `style`, whose body `makeBody` makes.
  init<Style, Body: View>(
    _ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    box = StyleBox(style, makeBody: makeBody)
  }

  /// Installs the style's dynamic properties, then resolves the body it makes.
  @MainActor
  func resolveBody(
    _ configuration: Configuration, _ context: ResolveContext, _ elements: inout [Element]
  ) {
    box.resolveBody(configuration, context, &elements)
  }
}

/// How an ``AnyStyle`` resolves its style's body, whatever the style's type.
private protocol StyleResolution<Configuration>: AnyObject {
  associatedtype Configuration

  /// Installs the style's dynamic properties, then resolves the body it makes.
  @MainActor
  func resolveBody(
    _ configuration: Configuration, _ context: ResolveContext, _ elements: inout [Element])
}

/// A style, how it makes its body, and where its dynamic properties are: looked up once,
/// the first time it resolves, not for every control it styles.
private final class StyleBox<Style, Body: View, Configuration>: StyleResolution {
  let style: Style
  let makeBody: @MainActor (Style, Configuration) -> Body
  /// Where the style's dynamic properties are, once looked up.
  ///
  /// Read and written only by `resolveBody`, on the main actor, before it calls anything
  /// else: two accesses never overlap, so the run-time exclusivity check is skipped.
  @exclusivity(unchecked) private var knownLayout: DynamicPropertyLayout?

  init(_ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body) {
    self.style = style
    self.makeBody = makeBody
  }

  @MainActor
  func resolveBody(
    _ configuration: Configuration, _ context: ResolveContext, _ elements: inout [Element]
  ) {
    let layout: DynamicPropertyLayout
    if let knownLayout {
      layout = knownLayout
    } else {
      layout = DynamicPropertyLayout.layout(of: Style.self)
      knownLayout = layout
    }
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
