/// The styles of one family in effect at a place in the tree, outermost first.
///
/// `.toggleStyle(_:)` pushes a style; a control makes its body with the innermost one, and
/// that body sees the stack without it, so `Toggle(configuration)` inside a style's
/// `makeBody(configuration:)` takes the look of the style around it, as in SwiftUI.
struct StyleStack<Configuration> {
  private var styles: [AnyStyle<Configuration>] = []

  /// Whether no style of the family was set.
  var isEmpty: Bool { styles.isEmpty }

  /// The stack with `style` innermost.
  func pushing(_ style: AnyStyle<Configuration>) -> StyleStack {
    var stack = self
    stack.styles.append(style)
    return stack
  }

  /// The innermost style, and the stack its body sees; `nil` when no style was set.
  func popped() -> (style: AnyStyle<Configuration>, rest: StyleStack)? {
    guard let style = styles.last else { return nil }
    var rest = self
    rest.styles.removeLast()
    return (style, rest)
  }
}

extension EnvironmentValues {
  /// The styles in effect for the family whose configuration is `Configuration`; `nil`
  /// when none was set.
  ///
  /// Every control asks, and most find none: keyed by the configuration type itself, the
  /// question needs no generic type made at run time (a generic key cost a toggle about
  /// 2.5k instructions).
  func styles<Configuration>(_ family: Configuration.Type) -> StyleStack<Configuration>? {
    guard !styleStacks.isEmpty, let slot = styleStacks[ObjectIdentifier(family)] else {
      return nil
    }
    // Only the subscript below writes this entry, always with a `Slot` of the family's
    // stack.
    guard let typed = slot as? Slot<StyleStack<Configuration>> else {
      preconditionFailure("the styles of \(family) hold \(slot)")
    }
    return typed.value
  }

  /// The styles in effect for the family whose configuration is `Configuration`.
  subscript<Configuration>(styles family: Configuration.Type) -> StyleStack<Configuration> {
    get { styles(family) ?? StyleStack() }
    set {
      // An empty stack is kept as no entry, so `styles(_:)` answers `nil` for it.
      let key = ObjectIdentifier(family)
      if newValue.isEmpty {
        if styleStacks[key] != nil { styleStacks[key] = nil }
      } else {
        styleStacks[key] = Slot(newValue)
      }
    }
  }
}

extension View {
  /// Makes `style` the innermost style of its family below.
  nonisolated func pushingStyle<Configuration>(_ style: AnyStyle<Configuration>) -> some View {
    modifier(
      EnvironmentTransform {
        $0[styles: Configuration.self] = $0[styles: Configuration.self].pushing(style)
      })
  }
}

extension ResolveContext {
  /// Resolves a control's body: the body the innermost style of its family makes from
  /// `configuration`, or `fallback`'s when no style was set.
  ///
  /// The style's own dynamic properties (`@Environment`, `@State`) are installed first, in
  /// this context: a style sees the environment of the control it styles.
  func resolveStyledBody<Configuration>(
    _ configuration: Configuration, fallback: AnyStyle<Configuration>,
    into elements: inout [Element]
  ) {
    var context = self
    let style: AnyStyle<Configuration>
    if let (innermost, rest) = environment.styles(Configuration.self)?.popped() {
      style = innermost
      context.environment[styles: Configuration.self] = rest
    } else {
      style = fallback
    }
    style.resolveBody(configuration, context, &elements)
  }
}
