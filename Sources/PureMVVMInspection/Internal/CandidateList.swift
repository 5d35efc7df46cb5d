import PureMVVMCore

/// The candidates of one query kind in one scope, and what finds them without reading
/// them all: where each label is, and where each element is.
///
/// A list of 10k rows answers a query again, or takes a replayed row in, in time that does
/// not grow with the rows. Both lookups are built the first time they would pay for
/// themselves: the labels on the second query of a list longer than a few, the elements on
/// the first replacement. A kind queried once costs what it did before.
final class CandidateList {
  /// One position holding a label, and how many do.
  private struct Holders {
    var position: Int
    var count: Int
  }

  /// The candidates, depth first.
  private(set) var candidates: [ElementQuery.Candidate]
  /// Where each label is; `nil` until the second query.
  private var holders: [String: Holders]?
  /// Where each element's first candidate is; `nil` until the first replacement.
  private var positions: [ObjectIdentifier: Int]?
  /// How many queries have searched the list.
  private var queries = 0

  /// Lists of at most this many candidates are always read one by one: finding a label
  /// among them costs less than hashing it.
  private static let fewestLooked = 32

  init(_ candidates: [ElementQuery.Candidate]) {
    self.candidates = candidates
  }

  /// How many candidates answer to `label`, and the element of one of them.
  func matches(_ label: String) -> (count: Int, element: Element?) {
    queries += 1
    guard queries > 1, candidates.count > Self.fewestLooked else { return scan(for: label) }
    if holders == nil { holders = Self.holders(of: candidates) }
    guard let found = holders?[label] else { return (0, nil) }
    return (found.count, candidates[found.position].element)
  }

  /// Puts `new` in place of each candidate of `old` (both elements at once), labelled
  /// `labels`, as many as `old` had.
  ///
  /// - Returns: Whether it could: not when an element of the list is in it twice apart,
  ///   which the list cannot tell apart by position.
  func replace(_ old: Element, with new: Element, labelled labels: [String]) -> Bool {
    if positions == nil {
      guard let built = Self.positions(of: candidates) else { return false }
      positions = built
    }
    guard let start = positions?.removeValue(forKey: old.storageIdentity) else { return true }
    let run = start..<start + labels.count
    guard run.upperBound <= candidates.count,
      run.allSatisfy({ candidates[$0].element.storageIdentity == old.storageIdentity })
    else { return false }
    for (position, label) in zip(run, labels) {
      relabel(position, as: label)
      candidates[position] = ElementQuery.Candidate(label: label, element: new)
    }
    positions?[new.storageIdentity] = start
    return true
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
    guard holders != nil else { return }
    let old = candidates[position].label
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

  /// Where each element's candidates start, or `nil` when an element has candidates in
  /// two places apart (a run of one element's labels is one place).
  private static func positions(of candidates: [ElementQuery.Candidate]) -> [ObjectIdentifier: Int]?
  {
    var positions: [ObjectIdentifier: Int] = [:]
    positions.reserveCapacity(candidates.count)
    for position in candidates.indices {
      let identity = candidates[position].element.storageIdentity
      if position > 0, candidates[position - 1].element.storageIdentity == identity { continue }
      guard positions.updateValue(position, forKey: identity) == nil else { return nil }
    }
    return positions
  }
}
