#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The words of a text, as `UITextChecker` reads them: runs of letters and digits, with
  /// apostrophes inside; and the known words near a misspelt one.
  enum TextCheckerWords {
    /// The ranges, in UTF-16 code units, of the words within `range` of `text`; none when
    /// `range` is not within it.
    static func ranges(in text: String, within range: NSRange) -> [NSRange] {
      guard let bounds = bounds(of: range, in: text) else { return [] }
      var words: [NSRange] = []
      var start: String.Index?
      var index = bounds.lowerBound
      while index < bounds.upperBound {
        let next = text.index(after: index)
        if isWordCharacter(text[index], followedBy: next < bounds.upperBound ? text[next] : nil) {
          if start == nil { start = index }
        } else if let first = start {
          words.append(NSRange(first..<index, in: text))
          start = nil
        }
        index = next
      }
      if let first = start { words.append(NSRange(first..<bounds.upperBound, in: text)) }
      return words
    }

    /// The word at `range` of `text`, lowercased; `nil` when `range` is not within it.
    static func word(in text: String, at range: NSRange) -> String? {
      bounds(of: range, in: text).map {
        text[$0].lowercased().replacingOccurrences(of: "’", with: "'")
      }
    }

    /// The indices `range` covers in `text`; `nil` when it is not within it, starts or runs
    /// backwards, or overflows, which `Range(_:in:)` would trap on.
    private static func bounds(of range: NSRange, in text: String) -> Range<String.Index>? {
      guard range.location >= 0, range.length >= 0, range.location <= Int.max - range.length,
        range.location + range.length <= text.utf16.count
      else { return nil }
      return Range(range, in: text)
    }

    /// Up to ten of `vocabulary` one or two edits away from `word`, nearest first, then in
    /// alphabetical order.
    static func guesses(for word: String, among vocabulary: Set<String>) -> [String] {
      let letters = Array(word)
      let near = vocabulary.compactMap { candidate -> (Int, String)? in
        guard candidate != word, abs(candidate.count - letters.count) <= 2 else { return nil }
        let distance = editDistance(letters, Array(candidate))
        return distance <= 2 ? (distance, candidate) : nil
      }
      return near.sorted { $0 < $1 }.prefix(10).map(\.1)
    }

    /// Whether `character` belongs to a word: a letter or digit, or an apostrophe followed
    /// by one.
    private static func isWordCharacter(_ character: Character, followedBy next: Character?)
      -> Bool
    {
      if character.isLetter || character.isNumber { return true }
      guard character == "'" || character == "’", let next else { return false }
      return next.isLetter
    }

    /// The fewest insertions, deletions and substitutions that turn `one` into `other`.
    private static func editDistance(_ one: [Character], _ other: [Character]) -> Int {
      var previous = Array(0...other.count)
      for (row, letter) in one.enumerated() {
        var current = [row + 1]
        for (column, otherLetter) in other.enumerated() {
          let substitution = previous[column] + (letter == otherLetter ? 0 : 1)
          current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
        }
        previous = current
      }
      return previous[other.count]
    }
  }
#endif
