/// Keeps a binding and the lazy containers' window in step, as `.scrollPosition(id:)`
/// does: a new value scrolls to its row; a scroll by the host writes the first row shown.
nonisolated struct ScrollPositionModifier<ID: Hashable>: ViewModifier {
  typealias Body = Never
  let id: Binding<ID?>
  let anchor: UnitPoint?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let graph = context.graph
    let seen = ScrollPositionState<AnyHashable>.kept(in: context)
    let wanted = id.wrappedValue.map { AnyHashable($0) }
    let scrollsItself = wanted != nil && wanted != seen.applied
    if let wanted, scrollsItself {
      graph.scroll(to: wanted, anchor: anchor)
      graph.requestAnotherPass()
      seen.applied = wanted
    }
    guard
      let rows = seen.resolve(content, in: context, into: &elements, scrollingItself: scrollsItself)
    else { return }
    if let shown = rows.ids.first, shown != wanted, let typed = shown.base as? ID {
      seen.applied = shown
      id.wrappedValue = typed
      graph.requestAnotherPass()
    }
  }
}

/// What a `.scrollPosition` last applied and the host's scrolls it has seen, kept while
/// the view is in the tree.
final class ScrollPositionState<Applied> {
  var applied: Applied?
  var scrolls: Int

  init(scrolls: Int) {
    self.scrolls = scrolls
  }

  /// The state kept for the scroll position modifier resolving in `context`.
  @MainActor
  static func kept(in context: ResolveContext) -> ScrollPositionState {
    let graph = context.graph
    return context.storageGraph.state.storage(at: context.primitiveStorageKey) {
      ScrollPositionState(scrolls: graph.lazyWindow.scrolls)
    }
  }

  /// Resolves `content` with its rows recording their identities, and returns the rows
  /// shown if the host scrolled since the last look, `nil` otherwise: a scroll the position
  /// asked for itself is not the host's, so the value stays even where the window clamps.
  @MainActor
  func resolve(
    _ content: some View, in context: ResolveContext, into elements: inout [Element],
    scrollingItself: Bool
  ) -> ShownRows? {
    let rows = context.resolveRecordingRows(content, into: &elements)
    let scrolls = context.graph.lazyWindow.scrolls
    defer { self.scrolls = scrolls }
    return !scrollingItself && scrolls != self.scrolls ? rows : nil
  }
}

/// Keeps a binding to a ``ScrollPosition`` and the lazy containers' window in step, as
/// `.scrollPosition(_:anchor:)` does: a new position scrolls to its row or edge; a scroll
/// by the host writes the first row shown.
nonisolated struct ScrollPositionValueModifier: ViewModifier {
  typealias Body = Never
  let position: Binding<ScrollPosition>
  let anchor: UnitPoint?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let graph = context.graph
    let seen = ScrollPositionState<ScrollPosition>.kept(in: context)
    let wanted = position.wrappedValue
    let scrollsItself = wanted != seen.applied && wanted.scroll(graph, anchor: anchor)
    if scrollsItself { graph.requestAnotherPass() }
    seen.applied = wanted
    guard
      let rows = seen.resolve(content, in: context, into: &elements, scrollingItself: scrollsItself)
    else { return }
    let moved = wanted.positionedByHost(at: rows.ids.first)
    seen.applied = moved
    position.wrappedValue = moved
    graph.requestAnotherPass()
  }
}

/// Starts lists and lazy stacks at their end, once, as `.defaultScrollAnchor(.bottom)`
/// does, unless they were scrolled already.
nonisolated struct DefaultScrollAnchorModifier: ViewModifier {
  typealias Body = Never
  let anchor: UnitPoint?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let graph = context.graph
    if let anchor, anchor.y >= 1, graph.lazyWindow.scrolls == 0 {
      graph.scrollLazyContainers(to: .end)
      graph.requestAnotherPass()
    }
    content._resolve(in: context.child(0), into: &elements)
  }
}
