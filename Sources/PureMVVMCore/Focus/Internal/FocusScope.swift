/// What a focus scope learnt in its last resolution: the view that prefers the default
/// focus, and where to ask whether a view has the focus.
final class FocusScope {
  /// Gives the focus to the first view inside that prefers it.
  var preferred: ((Bool) -> Void)?
  /// Gives the focus to the first view inside that can take it.
  var first: ((Bool) -> Void)?
  /// The focus of the design the scope is in.
  weak var focus: FocusRegistry?

  /// Gives the preferred view the focus, unless a view of the design, inside the scope or
  /// not, has it.
  @MainActor func focusPreferred() {
    guard focus?.holdsFocus != true else { return }
    preferred?(true)
  }

  /// Gives the focus to the preferred view, or else to the first that can take it.
  @MainActor func resetFocus() {
    (preferred ?? first)?(true)
  }

  /// The focus handler of the first enabled one of `elements`, or of the elements inside
  /// them, that has one.
  static func firstFocus(in elements: some Sequence<Element>) -> ((Bool) -> Void)? {
    for element in elements where !element.isDisabled {
      if let focus = element.focus ?? firstFocus(in: element.childElements) { return focus }
    }
    return nil
  }
}

extension EnvironmentValues {
  /// The focus scopes around, by the namespace that names them.
  var focusScopes: [Namespace.ID: FocusScope] {
    get { self[FocusScopesKey.self] }
    set { self[FocusScopesKey.self] = newValue }
  }
}

private enum FocusScopesKey: EnvironmentKey {
  static var defaultValue: [Namespace.ID: FocusScope] { [:] }
}

/// Keeps a focus scope while its view is shown, and focuses the preferred view when it
/// appears.
struct FocusScopeModifier: ViewModifier {
  let namespace: Namespace.ID
  @State private var scope = FocusScope()

  /// Made where any view is, off the main actor too: its body runs on it.
  nonisolated init(namespace: Namespace.ID) {
    self.namespace = namespace
  }

  func body(content: Content) -> some View {
    content
      .modifier(FocusScopeRecorder(namespace: namespace, scope: scope))
      .onAppear { scope.focusPreferred() }
  }
}

/// Resolves the scope's content with the scope in the environment; primitive.
nonisolated struct FocusScopeRecorder: ViewModifier {
  typealias Body = Never
  let namespace: Namespace.ID
  let scope: FocusScope

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    scope.preferred = nil
    let focus = context.graph.focus
    scope.focus = focus
    focus.scopes[namespace] = scope
    var inner = context.child(0)
    inner.environment.focusScopes[namespace] = scope
    let start = elements.endIndex
    content._resolve(in: inner, into: &elements)
    scope.first = FocusScope.firstFocus(in: elements[start...])
  }
}

/// Offers the first focusable view of its content to its scope, when it prefers the
/// default focus; primitive.
nonisolated struct PrefersDefaultFocusModifier: ViewModifier {
  typealias Body = Never
  let prefers: Bool
  let namespace: Namespace.ID

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard prefers, let scope = context.environment.focusScopes[namespace], scope.preferred == nil
    else { return }
    scope.preferred = FocusScope.firstFocus(in: elements[first...])
  }
}
