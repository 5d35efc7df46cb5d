import Foundation

/// Close matches for a mistyped name, by edit distance (case- and accent-insensitive).
enum NameSuggestions {
  static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let target = folded(name)
    let threshold = max(2, target.count / 3)
    return
      candidates
      .map { (name: $0, distance: distance(target, folded($0))) }
      .filter { $0.distance <= threshold || folded($0.name).contains(target) && !target.isEmpty }
      .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
      .prefix(limit)
      .map(\.name)
  }

  /// The name lowercased, without accents, as characters.
  private static func folded(_ text: String) -> [Character] {
    let scalars = text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
    return Array(String(String.UnicodeScalarView(scalars.filter { !$0.isCombiningMark })))
  }

  /// Levenshtein distance with a single row of memory.
  private static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var row = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, right) in rhs.enumerated() {
        let substitution = previous + (left == right ? 0 : 1)
        previous = row[j + 1]
        row[j + 1] = min(substitution, row[j] + 1, previous + 1)
      }
    }
    return row[rhs.count]
  }
}

extension Unicode.Scalar {
  fileprivate var isCombiningMark: Bool { properties.generalCategory == .nonspacingMark }
}
