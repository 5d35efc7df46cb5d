/// How an element that takes the focus (a text field, a focusable view) is tied to it: by
/// the `.focused(_:)` in scope, or else by the graph's one untracked focused field.
///
/// Making one claims the focus it holds for this resolution, so a focus state pointing at
/// an enabled element on screen is not reset.
struct FocusLink {
  /// Whether the element has the focus.
  let isFocused: Bool
  /// Gives the element the focus (`true`) or takes it away (`false`).
  let set: (Bool) -> Void

  /// The link of the element resolved in `context`.
  @MainActor init(_ context: ResolveContext) {
    let canFocus = context.environment.isEnabled
    if let focus = context.fieldTraits?.focus {
      isFocused = focus.isFocused
      set = focus.set
      if focus.isFocused, canFocus, let storage = focus.storage {
        context.graph.focus.claim(storage)
      }
      return
    }
    let graph = context.graph
    let identity = context.position
    isFocused = graph.focusedField == identity
    if isFocused, canFocus { graph.focus.claimUntrackedField() }
    // Through the handle: a focus scope keeps this handler, and the graph keeps the scope.
    let handle = graph.handle
    set = { isFocused in
      guard let graph = handle.graph else { return }
      if isFocused {
        graph.focusedField = identity
      } else if graph.focusedField == identity {
        graph.focusedField = nil
      }
    }
  }
}
