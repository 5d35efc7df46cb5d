/// Gives a view a search field, with its suggestions and scopes while searching; primitive.
///
/// The field is drawn at the top of the content: inside the navigation stack and under
/// the navigation title the content has, as the navigation bar's drawer is. It is a text
/// field titled "Search" (its prompt is its placeholder), after a `⌕` and its tokens, with
/// a Cancel button while searching. Taking the focus or typing starts the search; Cancel
/// or `dismissSearch` ends it, clearing the text. While searching, suggestions that
/// resolve to something replace the content.
nonisolated struct SearchableModifier: ViewModifier {
  typealias Body = Never
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: Text?
  /// The tokens in the field, drawn before its text, and those suggested.
  let tokens: SearchTokens?
  /// The suggestions of the deprecated `suggestions:` forms.
  let suggestions: AnyView?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let scope = SearchScope(
      text: text, isPresented: isPresented ?? context.primitiveState(false))
    scope.addToken = tokens?.add
    if let suggestions = suggestions ?? tokens?.suggested {
      scope.additions.suggestions = suggestions
    }
    let searchFocus = context.fieldTraits?.searchFocus
    var inner = context.child(0)
    if searchFocus != nil {
      inner.fieldTraits = Self.traits(withoutSearchFocus: context.fieldTraits)
    }
    inner.environment.searchScope = scope
    inner.environment.isSearching = scope.isActive
    let outside = context.environment.searchAdditions
    inner.environment.searchAdditions = SearchAdditions()
    var body: [Element] = []
    content._resolve(in: inner, into: &body)
    var bar: [Element] = []
    resolveBar(scope, in: context.child(1), into: &bar)
    var suggestions: [Element]?
    if scope.isActive {
      let scopes = scope.additions.scopes ?? outside.scopes
      scopes?._resolve(in: inner.child(2), into: &bar)
      var shown: [Element] = []
      (scope.additions.suggestions ?? outside.suggestions)?
        ._resolve(in: inner.child(3), into: &shown)
      if !shown.isEmpty { suggestions = [Element(.list, children: shown, context: inner.child(4))] }
    }
    elements += Self.placing(bar, atTopOf: body, replacingContentWith: suggestions)
  }

  /// The field: `⌕`, the tokens, the text field, and Cancel while searching.
  @MainActor private func resolveBar(
    _ scope: SearchScope, in context: ResolveContext, into elements: inout [Element]
  ) {
    let text = scope.text
    let isPresented = scope.isPresented
    let typing = Binding(
      get: { text.wrappedValue },
      set: {
        text.wrappedValue = $0
        if !isPresented.wrappedValue { isPresented.wrappedValue = true }
      })
    var field = TextField(text: typing, prompt: prompt ?? Text(verbatim: "Search"), axis: nil) {
      Text(verbatim: "Search")
    }
    field.editing = ({ if $0, !isPresented.wrappedValue { isPresented.wrappedValue = true } }, {})
    var fieldContext = context
    fieldContext.environment.isSearchField = true
    // The field alone takes the `.searchFocused` above, not the fields of editable tokens.
    let searchFocus = context.fieldTraits?.searchFocus
    let tokens = tokens?.view
    HStack {
      Image(systemName: "magnifyingglass").accessibilityHidden(true)
      tokens
      field.labelsHidden().accessibilityAddTraits(.isSearchField)
        .modifier(FieldTraitsModifier { if let searchFocus { $0.focus = searchFocus } })
      if scope.isActive { Button("Cancel") { scope.dismiss() } }
    }
    ._resolve(in: fieldContext, into: &elements)
    Element.visit(elements) { element in
      if case .textBox = element.control?.face, let focus = element.focus {
        scope.unfocus = { focus(false) }
      }
    }
  }

  /// A copy of `traits` without the search focus, for the content: the nearest
  /// `.searchable` takes the `.searchFocused` above it.
  private static func traits(withoutSearchFocus traits: FieldTraits?) -> FieldTraits {
    let copy = FieldTraits(copying: traits)
    copy.searchFocus = nil
    return copy
  }

  /// `bar` above `body`: inside the top navigation stack's screen and under the title of
  /// the content, when `body` is one of them; with `replacement`, the content under the
  /// bar is replaced (the stack, the title and the bars stay).
  private static func placing(
    _ bar: [Element], atTopOf body: [Element], replacingContentWith replacement: [Element]?
  ) -> [Element] {
    guard body.count == 1, var only = body.first else {
      return bar + replaced(body, with: replacement)
    }
    switch only.kind {
    case .navigationStack, .navigation:
      only.children = placing(bar, atTopOf: only.children, replacingContentWith: replacement)
      return [only]
    default:
      return bar + replaced(body, with: replacement)
    }
  }

  /// `body` with its content replaced, keeping its toolbars and presentations.
  private static func replaced(_ body: [Element], with replacement: [Element]?) -> [Element] {
    guard let replacement else { return body }
    return replacement + body.filter { $0.kind == .toolbar || $0.kind.isPresentation }
  }
}
