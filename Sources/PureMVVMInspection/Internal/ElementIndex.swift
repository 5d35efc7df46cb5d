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

  private init(layers: ScreenLayers, gathered: [Key: [ElementQuery.Candidate]]) {
    self.layers = layers
    self.gathered = gathered
  }

  /// The index of `elements`, the indexed tree with `replacements` made in it: the
  /// candidates gathered so far, those replaced swapped for their counterparts.
  ///
  /// - Returns: The updated index, or `nil` when a replacement adds or drops a candidate
  ///   or holds a presentation (the next query then indexes the tree afresh).
  func updated(to elements: [Element], replacing replacements: [ElementReplacement])
    -> ElementIndex?
  {
    var counterparts: [ObjectIdentifier: (old: Element, new: Element)] = [:]
    for pair in replacements.flatMap(\.counterparts) {
      guard !pair.old.containsPresentation else { return nil }
      counterparts[pair.old.storageIdentity] = pair
    }
    var updated: [Key: [ElementQuery.Candidate]] = [:]
    for (key, candidates) in gathered {
      let query = ElementQuery(kind: key.kind, label: "")
      guard let swapped = query.candidates(candidates, swapping: counterparts) else {
        return nil
      }
      updated[key] = swapped
    }
    return ElementIndex(layers: ScreenLayers(elements), gathered: updated)
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
