/// A weak reference to a graph that the graph itself keeps, for the handlers elements and
/// environment values hold: they do not keep the graph alive, and the weak reference, made
/// once, stays reachable from the graph for as long as it lives.
///
/// A weak reference made afresh in each resolution and dropped with its elements left the
/// graph's weak-reference table reachable from nothing LeakSanitizer can read, and it
/// reported it as leaked when a process exited with the graph alive.
@MainActor
final class ViewGraphHandle {
  /// The graph, until it is released.
  private(set) weak var graph: ViewGraph?

  init(_ graph: ViewGraph) {
    self.graph = graph
  }
}
