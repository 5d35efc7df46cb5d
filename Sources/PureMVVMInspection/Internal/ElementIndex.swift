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

  private(set) var layers: ScreenLayers
  private var gathered: [Key: CandidateList] = [:]

  init(_ elements: [Element]) {
    layers = ScreenLayers(elements)
  }

  /// Lets go of the indexed tree, so it can change in place; until
  /// ``update(to:replacing:)`` gives the changed tree, the index has no layers.
  func releaseTree() {
    layers = ScreenLayers([])
  }

  /// Makes this the index of `elements`, the indexed tree with `replacements` made in
  /// it: the candidates gathered so far, those replaced swapped for their counterparts.
  ///
  /// - Returns: Whether it could; when a replacement adds or drops a candidate, holds a
  ///   presentation, is large, or replaces an element a list of candidates holds twice
  ///   (see ``CandidateList/replace(_:with:labelled:)``), it could not, and must not be
  ///   used.
  func update(to elements: [Element], replacing replacements: [ElementReplacement]) -> Bool {
    // In order: a later replacement's ancestors are an earlier one's new copies.
    let swaps = replacements.map(\.counterparts)
    guard swaps.joined().count <= Self.largestSwap,
      !swaps.joined().contains(where: \.old.containsPresentation)
    else { return false }
    layers = ScreenLayers(elements)
    for (key, list) in gathered {
      let query = ElementQuery(kind: key.kind, label: "")
      for counterparts in swaps {
        guard query.swapCandidates(in: list, for: counterparts) else { return false }
      }
    }
    return true
  }

  /// The most elements a replacement may hold for ``update(to:replacing:)``: each
  /// candidate is compared with each of them.
  private static let largestSwap = 64

  /// The elements in `scope` a query of `kind` can match, with their labels, depth first.
  func candidates(for kind: ElementQuery.Kind, in scope: Scope) -> CandidateList {
    let key = Key(kind: kind, scope: scope)
    if let list = gathered[key] { return list }
    let list = CandidateList(
      ElementQuery(kind: kind, label: "").candidates(in: elements(in: scope)))
    gathered[key] = list
    return list
  }

  private func elements(in scope: Scope) -> [Element] {
    switch scope {
    case .all: layers.all
    case .visible: layers.visible
    case .covered: layers.covered
    }
  }
}
