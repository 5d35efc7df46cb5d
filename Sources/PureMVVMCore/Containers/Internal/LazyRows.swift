/// The rows of a list or lazy stack; primitive.
///
/// Every row resolves (its state kept, drawn, found by queries), but only the rows in the
/// host's ``LazyWindow`` appear: their `onAppear` and `task` run, and a row leaving the
/// window runs its `onDisappear`.
nonisolated struct LazyRows<Content: View>: View {
  typealias Body = Never
  let content: Content

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let gate = LifecycleGate()
    var inner = context
    inner.lifecycleGate = gate
    inner.startsGroups = true
    let first = elements.endIndex
    gate.beginGroup(at: first)
    content._resolve(in: inner, into: &elements)
    let starts = gate.groupStarts
    if let target = context.graph.pendingScrollTarget,
      let start = starts.first(where: {
        $0 < elements.endIndex && elements[$0].handlers?.scrollID == target
      })
    {
      context.graph.scrollToPendingTarget(row: start - first)
    }
    let shown = context.graph.visibleRows(
      among: elements.endIndex - first, in: context.position)
    context.graph.shownRows = ShownRows(
      first: shown.lowerBound, count: elements.endIndex - first,
      ids: context.recordsScrollIDs
        ? elements[(first + shown.lowerBound)..<(first + shown.upperBound)].compactMap {
          $0.handlers?.scrollID
        } : [])
    gate.release(to: context) { group in
      guard let group else { return true }
      return shown.contains(starts[group] - first)
    }
  }
}
