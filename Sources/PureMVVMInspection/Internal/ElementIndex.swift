import PureMVVMCore
import PureMVVMRendering

/// One resolved tree as queries search it: its layers, and the candidates of each query
/// kind, gathered on the first query of that kind and reused until the tree changes.
final class ElementIndex {
  /// Which part of the tree a query searches.
  enum Scope: Hashable {
    /// Everything, presentations where they were declared.
    case all
    /// What the user can reach: the top presentation's content, or the screen.
    case visible
    /// What the top presentation covers.
    case covered
  }

  private struct Key: Hashable {
    let kind: ElementQuery.Kind
    let scope: Scope
  }

  let layers: ScreenLayers
  private var gathered: [Key: [ElementQuery.Candidate]] = [:]

  init(_ elements: [Element]) {
    layers = ScreenLayers(elements)
  }

  /// The elements in `scope` a query of `kind` can match, with their labels, depth first.
  func candidates(
    for kind: ElementQuery.Kind, in scope: Scope
  ) -> [ElementQuery.Candidate] {
    let key = Key(kind: kind, scope: scope)
    if let candidates = gathered[key] { return candidates }
    let candidates = ElementQuery(kind: kind, label: "").candidates(in: elements(in: scope))
    gathered[key] = candidates
    return candidates
  }

  private func elements(in scope: Scope) -> [Element] {
    switch scope {
    case .all: layers.all
    case .visible: layers.visible
    case .covered: layers.covered
    }
  }
}
