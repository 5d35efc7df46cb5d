#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// Finds misspelt words and suggests others, standing in for UIKit's `UITextChecker`
  /// where there is no UIKit, so a word game's `isReal(word:)` compiles and can be checked.
  ///
  /// It knows the words learnt with ``learnWord(_:)`` (one list for the whole process, as
  /// the user's dictionary is one for a device), the words a checker was told to ignore,
  /// and, for English, the system's word list at `/usr/share/dict/words` when there is one.
  /// Letter case does not matter, and a word of digits is never misspelt. Ranges are in
  /// UTF-16 code units, as `NSRange`s are; a range that is not within the string finds
  /// nothing.
  @MainActor open class UITextChecker: NSObject {
    private let systemWords: Set<String>
    private var ignored: [String] = []

    /// Creates a checker that reads the system's word list.
    public override convenience init() {
      self.init(systemWords: UITextChecker.systemWordList)
    }

    /// Creates a checker whose English words are `systemWords` (all lowercased).
    package init(systemWords: Set<String>) {
      self.systemWords = systemWords
      super.init()
    }

    /// The range of the first misspelt word in `range` of `stringToCheck`, from
    /// `startingOffset` on, and wrapping round to the start of `range` when `wrapFlag` is
    /// set; `NSNotFound` as its location when there is none.
    ///
    /// - Parameters:
    ///   - stringToCheck: The text.
    ///   - range: The part of the text to check, in UTF-16 code units.
    ///   - startingOffset: Where in the text to start.
    ///   - wrapFlag: Whether to go on from the start of `range` after its end.
    ///   - language: The language, as `"en"` or `"en_US"`.
    /// - Returns: The misspelt word's range.
    public func rangeOfMisspelledWord(
      in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
      language: String
    ) -> NSRange {
      let words = TextCheckerWords.ranges(in: stringToCheck, within: range)
      let misspelt = words.filter { !knows(stringToCheck, at: $0, language: language) }
      let after = misspelt.first { $0.location + $0.length > startingOffset }
      let wrapped = wrapFlag ? misspelt.first : nil
      return after ?? wrapped ?? NSRange(location: NSNotFound, length: 0)
    }

    /// Words one or two letters away from the word at `range`, nearest first.
    ///
    /// - Parameters:
    ///   - range: The word's range in `string`.
    ///   - string: The text.
    ///   - language: The language.
    /// - Returns: Up to ten guesses, or `nil` when `range` is not within `string`.
    public func guesses(forWordRange range: NSRange, in string: String, language: String)
      -> [String]?
    {
      guard let word = TextCheckerWords.word(in: string, at: range) else { return nil }
      return TextCheckerWords.guesses(for: word, among: vocabulary(for: language))
    }

    /// Known words that start with the partial word at `range`, in alphabetical order; none
    /// for an empty range.
    ///
    /// - Parameters:
    ///   - range: The partial word's range in `string`.
    ///   - string: The text.
    ///   - language: The language.
    /// - Returns: The completions, or `nil` when `range` is not within `string`.
    public func completions(
      forPartialWordRange range: NSRange, in string: String, language: String
    ) -> [String]? {
      guard let partial = TextCheckerWords.word(in: string, at: range) else { return nil }
      guard !partial.isEmpty else { return [] }
      return vocabulary(for: language).filter { $0.hasPrefix(partial) && $0 != partial }.sorted()
    }

    /// Makes this checker take `wordToIgnore` as spelt right.
    ///
    /// - Parameter wordToIgnore: The word.
    public func ignoreWord(_ wordToIgnore: String) {
      ignored.append(wordToIgnore)
    }

    /// The words this checker ignores, or `nil` for none.
    public var ignoredWords: [String]? {
      get { ignored.isEmpty ? nil : ignored }
      set { ignored = newValue ?? [] }
    }

    /// Adds `word` to the words every checker knows.
    ///
    /// - Parameter word: The word.
    public class func learnWord(_ word: String) {
      learnt.withLock { _ = $0.insert(word.lowercased()) }
    }

    /// Whether every checker knows `word` because it was learnt.
    ///
    /// - Parameter word: The word.
    /// - Returns: Whether it was learnt.
    public class func hasLearnedWord(_ word: String) -> Bool {
      learnt.withLock { $0.contains(word.lowercased()) }
    }

    /// Removes `word` from the words learnt.
    ///
    /// - Parameter word: The word.
    public class func unlearnWord(_ word: String) {
      learnt.withLock { _ = $0.remove(word.lowercased()) }
    }

    /// The languages checked with a word list: English when the system has one.
    public class var availableLanguages: [String] {
      systemWordList.isEmpty ? [] : ["en_US"]
    }

    /// The words learnt, lowercased.
    private static let learnt = Locked(Set<String>())

    /// The system's English word list, lowercased; empty when it has none or it is not text.
    private static let systemWordList: Set<String> = {
      guard let text = try? String(contentsOfFile: "/usr/share/dict/words", encoding: .utf8)
      else { return [] }
      return Set(text.split(whereSeparator: \.isNewline).map { $0.lowercased() })
    }()

    /// Whether the word at `range` of `text` is spelt right.
    private func knows(_ text: String, at range: NSRange, language: String) -> Bool {
      guard let word = TextCheckerWords.word(in: text, at: range) else { return true }
      if word.allSatisfy(\.isNumber) { return true }
      if ignored.contains(where: { $0.lowercased() == word }) { return true }
      if Self.hasLearnedWord(word) { return true }
      return language.hasPrefix("en") && systemWords.contains(word)
    }

    /// The words known in `language`: those learnt, ignored, and in its word list.
    private func vocabulary(for language: String) -> Set<String> {
      let own = Self.learnt.withLock { $0 }.union(ignored.map { $0.lowercased() })
      return language.hasPrefix("en") ? own.union(systemWords) : own
    }
  }
#endif
