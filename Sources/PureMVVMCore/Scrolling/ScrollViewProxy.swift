import Foundation

/// Scrolls the lists and lazy stacks inside a `ScrollViewReader`, like SwiftUI's
/// `ScrollViewProxy`.
public struct ScrollViewProxy {
  /// The host's graph; weak, as views' closures that hold the proxy live in the graph.
  weak var graph: ViewGraph?

  /// Scrolls to the row or view with identity `id` (a `ForEach` row's ID, or `.id(_:)`).
  ///
  /// Lists and lazy stacks holding it show it at the top of their window in the next
  /// resolution, so its `onAppear` runs; a host records the target and anchor
  /// (`DesignInspector.scrollTarget`). An identity no view has scrolls nothing.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - anchor: Where in the visible area to show it; recorded.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    graph?.scroll(to: AnyHashable(id), anchor: anchor)
  }
}
