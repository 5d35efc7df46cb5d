import PureMVVMCore

/// The candidates of one query kind in one scope, and what finds them without reading
/// them all: where each label is, and where each element is.
///
/// A list of 10k rows queried again and again, or taking replayed rows in again and again,
/// does so in time that does not grow with the rows. Each lookup is built once reading
/// the list one by one has cost about what building it does (hashing every label costs
/// about sixteen reads of the list, hashing every element about four), so a list used a
/// few times costs what it did without them, and one used often at most twice the least
/// it could. Lists of a few candidates are always read one by one.
final class CandidateList {
  /// One position holding a label, and how many do.
  private struct Holders {
    var position: Int
    var count: Int
  }

  /// Where an element's candidates are.
  private enum Place {
    /// It has none.
    case none
    /// They are one run, from this position.
    case run(Int)
    /// They are in two places apart, which the list cannot tell apart by position.
    case apart
  }

  /// The candidates, depth first.
  private(set) var candidates: [ElementQuery.Candidate]
  /// Where each label is, once queries have read the list often enough.
  private var holders: [String: Holders]?
  /// Where each element's first candidate is (``apart`` for an element in two places),
  /// once replacements have read the list often enough.
  private var positions: [ObjectIdentifier: Int]?
  /// How many queries have read the list one by one.
  private var queries = 0
  /// How many replacements have read the list one by one.
  private var replacements = 0

  /// Lists of at most this many candidates are always read one by one.
  private static let fewestLooked = 32
  /// How many queries read the list one by one before its labels are hashed.
  private static let queriesBeforeLookup = 16
  /// How many replacements read the list one by one before its elements are hashed.
  private static let replacementsBeforeLookup = 4

  init(_ candidates: [ElementQuery.Candidate]) {
    self.candidates = candidates
  }

  /// How many candidates answer to `label`, and the element of one of them.
  func matches(_ label: String) -> (count: Int, element: Element?) {
    if holders == nil, candidates.count > Self.fewestLooked {
      queries += 1
      if queries > Self.queriesBeforeLookup { holders = Self.holders(of: candidates) }
    }
    guard let holders else { return scan(for: label) }
    guard let found = holders[label] else { return (0, nil) }
    return (found.count, candidates[found.position].element)
  }

  /// Puts `new` in place of each candidate of `old` (both elements at once), labelled
  /// `labels`, as many as `old` had.
  ///
  /// - Returns: Whether it could: not when `old`'s candidates are not one run of
  ///   `labels.count` (the element is in the list twice), which the list cannot tell apart
  ///   by position. The list must then not be used.
  func replace(_ old: Element, with new: Element, labelled labels: [String]) -> Bool {
    if positions == nil, candidates.count > Self.fewestLooked {
      replacements += 1
      if replacements > Self.replacementsBeforeLookup { positions = Self.positions(of: candidates) }
    }
    let start: Int
    switch place(of: old) {
    case .none: return true
    case .apart: return false
    case .run(let first): start = first
    }
    // `old` was gathered with as many labels as `new` has (the caller checks), so its run
    // is `labels.count` long, unless the element follows itself in the list.
    let run = start..<start + labels.count
    let identity = old.storageIdentity
    assert(run.allSatisfy { candidates[$0].element.storageIdentity == identity })
    guard
      run.upperBound == candidates.count
        || candidates[run.upperBound].element.storageIdentity != identity
    else { return false }
    for (position, label) in zip(run, labels) {
      relabel(position, as: label)
      candidates[position] = ElementQuery.Candidate(label: label, element: new)
    }
    positions?[new.storageIdentity] = start
    return true
  }

  /// Where the candidates of `element` are: looked up and forgotten when the list keeps
  /// its elements' positions, else read one by one.
  private func place(of element: Element) -> Place {
    let identity = element.storageIdentity
    if positions != nil {
      guard let start = positions?.removeValue(forKey: identity) else { return .none }
      return start == Self.apart ? .apart : .run(start)
    }
    var place = Place.none
    var last = -1
    for position in candidates.indices
    where candidates[position].element.storageIdentity == identity {
      if case .run = place, position != last + 1 { return .apart }
      if case .none = place { place = .run(position) }
      last = position
    }
    return place
  }

  /// The candidates answering to `label`, read one by one.
  private func scan(for label: String) -> (count: Int, element: Element?) {
    var count = 0
    var element: Element?
    for candidate in candidates where candidate.label == label {
      count += 1
      if element == nil { element = candidate.element }
    }
    return (count, element)
  }

  /// Moves the candidate at `position` from its label to `label` in ``holders``.
  private func relabel(_ position: Int, as label: String) {
    let old = candidates[position].label
    guard holders != nil, old != label else { return }
    if var held = holders?[old] {
      held.count -= 1
      if held.count == 0 {
        holders?[old] = nil
      } else {
        if held.position == position {
          let other = candidates.indices.first { $0 != position && candidates[$0].label == old }
          held.position = other ?? held.position
        }
        holders?[old] = held
      }
    }
    holders?[label, default: Holders(position: position, count: 0)].count += 1
  }

  private static func holders(of candidates: [ElementQuery.Candidate]) -> [String: Holders] {
    var holders: [String: Holders] = [:]
    holders.reserveCapacity(candidates.count)
    for position in candidates.indices {
      holders[candidates[position].label, default: Holders(position: position, count: 0)]
        .count += 1
    }
    return holders
  }

  /// Where each element's candidates start; ``apart`` for an element with candidates in
  /// two places apart (a run of one element's labels is one place).
  private static func positions(
    of candidates: [ElementQuery.Candidate]
  ) -> [ObjectIdentifier: Int] {
    var positions: [ObjectIdentifier: Int] = [:]
    positions.reserveCapacity(candidates.count)
    for position in candidates.indices {
      let identity = candidates[position].element.storageIdentity
      if position > 0, candidates[position - 1].element.storageIdentity == identity { continue }
      if positions.updateValue(position, forKey: identity) != nil { positions[identity] = apart }
    }
    return positions
  }

  /// The position ``positions`` holds for an element in two places apart.
  private static let apart = -1
}
