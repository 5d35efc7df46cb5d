/// The views with `@State` of their own that a host can resolve again alone, as its last
/// resolution left them: what a change to that state costs is then the view's own body,
/// not the whole tree.
///
/// A view qualifies when its body, resolving, used the host's graph only for its state
/// storage (no lifecycle action, focus, identity of a `ForEach` row, scroll, observed
/// object… anywhere below it), and no custom container reads its elements. Replaying it
/// must do the same, ask for the same storage, and make elements its ancestors cannot
/// tell from the old ones but by what texts and controls say (see
/// `Element.canReplace(_:with:)`); the old elements must still be in the tree, untouched by
/// any ancestor and inside plain containers only (see `Element.replace(_:with:in:)`).
/// Anything else, and the host resolves the whole view.
@MainActor
package final class ScopeRecords {
  /// One view with state of its own.
  private struct Record {
    /// The view, held in place when it is small (a row of a few fields): a closure
    /// around it allocated its context for every view recorded.
    let view: any View
    /// Where it was resolved.
    let context: ResolveContext
    /// The elements its body made, before any ancestor saw them.
    var output: Output
    /// Where the first of them went among its siblings: where a replacement looks first.
    let position: Int
    /// How many times its body asked for state storage.
    let storageReads: Int
  }

  /// The elements a view's body made: one, as most bodies make, held without an array
  /// (an allocation for every view recorded), or any other number.
  private enum Output {
    case one(Element)
    case many([Element])

    init(_ elements: ArraySlice<Element>) {
      self = elements.count == 1 ? .one(elements[elements.startIndex]) : .many(Array(elements))
    }

    var elements: [Element] {
      switch self {
      case .one(let element): [element]
      case .many(let elements): elements
      }
    }
  }

  // Both skip the run-time exclusivity check (three calls for every view recorded). That
  // is safe: only this class touches them, on the main actor, and no access to either
  // runs any other code while it lasts: a record is made before it is appended, a replay
  // works on a copy of its record, and views replayed are never recorded (the graph
  // records nothing while it has a scratch graph).
  @exclusivity(unchecked) private var records: [Record] = []
  /// The record of the view that owns each `@State` storage key.
  @exclusivity(unchecked) private var owners: [UInt64: Int] = [:]

  /// Creates empty records, for a host to give its graph.
  package init() {}

  /// How many views are recorded.
  package var count: Int { records.count }

  /// Forgets every record, as a resolution of the whole view starts.
  func removeAll() {
    records.removeAll(keepingCapacity: true)
    owners.removeAll(keepingCapacity: true)
  }

  /// Resolves the body of `view`, whose dynamic properties are installed in `context` in
  /// `slots` slots, and records it if it can be replayed alone.
  func resolve<Content: View>(
    _ view: Content, slots: Int, in context: ResolveContext, into elements: inout [Element]
  ) {
    let graph = context.storageGraph
    let effects = graph.effects
    let reads = graph.state.reads
    let first = elements.endIndex
    view.body._resolve(in: context, into: &elements)
    guard graph.effects == effects else { return }
    let index = records.count
    records.append(
      Record(
        view: view, context: context, output: Output(elements[first...]), position: first,
        storageReads: graph.state.reads - reads))
    for slot in 0..<slots { owners[context.storageKey(slot: slot)] = index }
  }

  /// Resolves again alone the views that own the state at `keys`, and replaces their
  /// elements in `tree`.
  ///
  /// - Returns: What was replaced; `nil` when one of them cannot be, and `tree` may then
  ///   be partly changed (its caller resolves the whole view instead).
  func replay(
    owning keys: [UInt64], in tree: inout [Element], graph: ViewGraph
  ) -> [ElementReplacement]? {
    var indices: [Int] = []
    for key in keys {
      guard let index = owners[key] else { return nil }
      if !indices.contains(index) { indices.append(index) }
    }
    var replacements: [ElementReplacement] = []
    for index in indices {
      let old = records[index].output.elements
      guard let new = replay(records[index], graph: graph),
        Element.canReplace(old, with: new),
        let replacement = Element.replace(old, with: new, in: &tree, near: records[index].position)
      else { return nil }
      replacements.append(replacement)
      records[index].output = Output(new[...])
    }
    return replacements
  }

  /// What `record`'s view resolves to now, or `nil` when it used the graph for anything
  /// but state storage, or not for the same storage.
  ///
  /// A view with state that comes or goes without elements changes no identity
  /// `Element.canReplace(_:with:)` would see, but its state must start afresh, or be
  /// dropped, as a whole resolution does: so the storage its body asks for must be the
  /// same as before, and none of it new.
  private func replay(_ record: Record, graph: ViewGraph) -> [Element]? {
    let effects = graph.effects
    let made = graph.state.made
    var new: [Element] = []
    var reads = 0
    graph.withScratchGraph {
      reads = Self.resolveBody(of: record.view, in: record.context, into: &new)
    }
    guard graph.effects == effects, graph.state.made == made, reads == record.storageReads
    else { return nil }
    return new
  }

  /// Resolves the body of `view` again, in `context`, where it was, into `elements`.
  ///
  /// - Returns: How many times the body asked for state storage.
  private static func resolveBody<Content: View>(
    of view: Content, in context: ResolveContext, into elements: inout [Element]
  ) -> Int {
    // Installed again: another copy of the view, placed elsewhere, may have linked the
    // cells its properties share with this one to that place's storage.
    _ = DynamicPropertyLayout.install(view, in: context)
    let state = context.storageGraph.state
    let reads = state.reads
    view.body._resolve(in: context, into: &elements)
    return state.reads - reads
  }
}
