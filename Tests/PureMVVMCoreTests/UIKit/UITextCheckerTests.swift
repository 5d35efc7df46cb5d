import Foundation
import PureMVVMCore
import Testing

/// `UITextChecker` as word games use it: misspelt ranges in UTF-16 units, learnt and
/// ignored words, guesses and completions.
@MainActor
@Suite struct UITextCheckerTests {
  /// A word game's check, written as apps write it.
  private static func isReal(_ word: String, checker: UITextChecker) -> Bool {
    let range = NSRange(location: 0, length: word.utf16.count)
    let misspelled = checker.rangeOfMisspelledWord(
      in: word, range: range, startingAt: 0, wrap: false, language: "en")
    return misspelled.location == NSNotFound
  }

  private static let trailWords: Set<String> = ["ok", "route", "routes", "rout", "grout", "trail"]

  @Test func aWordGameAcceptsKnownWordsInAnyCaseAndRejectsOthers() {
    let checker = UITextChecker(systemWords: Self.trailWords)
    #expect(Self.isReal("route", checker: checker))
    #expect(Self.isReal("Route", checker: checker))
    #expect(!Self.isReal("rotue", checker: checker))
    #expect(Self.isReal("2026", checker: checker))
    let french = checker.rangeOfMisspelledWord(
      in: "route", range: NSRange(location: 0, length: 5), startingAt: 0, wrap: false,
      language: "fr")
    #expect(french == NSRange(location: 0, length: 5))
  }

  @Test func theMisspeltRangeCountsUTF16UnitsPastAccentsAndEmoji() {
    let checker = UITextChecker(systemWords: [])
    checker.ignoreWord("canción")
    let text = "🥾 canción zzqx"
    let range = checker.rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0,
      wrap: false, language: "es")
    #expect(range == NSRange(location: 11, length: 4))
    #expect(checker.ignoredWords == ["canción"])
  }

  @Test func theSearchStartsAtTheOffsetAndWrapsRoundOnlyWhenAsked() {
    let checker = UITextChecker(systemWords: Self.trailWords)
    let text = "qqa ok qqb"
    let all = NSRange(location: 0, length: 10)
    func find(from offset: Int, wrap: Bool) -> NSRange {
      checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: offset, wrap: wrap, language: "en_US")
    }
    #expect(find(from: 0, wrap: false) == NSRange(location: 0, length: 3))
    #expect(find(from: 4, wrap: false) == NSRange(location: 7, length: 3))
    #expect(find(from: 10, wrap: false).location == NSNotFound)
    #expect(find(from: 10, wrap: true) == NSRange(location: 0, length: 3))
  }

  @Test func aRangeOutsideTheTextFindsNothingAndGuessesNothing() {
    let checker = UITextChecker(systemWords: Self.trailWords)
    let outside = NSRange(location: 2, length: 100)
    let found = checker.rangeOfMisspelledWord(
      in: "abc", range: outside, startingAt: 0, wrap: true, language: "en")
    #expect(found.location == NSNotFound)
    #expect(checker.guesses(forWordRange: outside, in: "abc", language: "en") == nil)
    #expect(checker.completions(forPartialWordRange: outside, in: "abc", language: "en") == nil)
    let backwards = [
      NSRange(location: -1, length: 2), NSRange(location: 2, length: -1),
      NSRange(location: 1, length: Int.max), NSRange(location: NSNotFound, length: 0),
    ]
    for range in backwards {
      let found = checker.rangeOfMisspelledWord(
        in: "abc", range: range, startingAt: 0, wrap: true, language: "en")
      #expect(found.location == NSNotFound)
      #expect(checker.guesses(forWordRange: range, in: "abc", language: "en") == nil)
      #expect(checker.completions(forPartialWordRange: range, in: "abc", language: "en") == nil)
    }
    let empty = NSRange(location: 1, length: 0)
    #expect(checker.completions(forPartialWordRange: empty, in: "abc", language: "en") == [])
  }

  @Test func aWordLearntIsKnownToEveryCheckerUntilUnlearnt() {
    let word = "Trekkingoa"
    UITextChecker.learnWord(word)
    #expect(UITextChecker.hasLearnedWord("TREKKINGOA"))
    #expect(Self.isReal("trekkingoa", checker: UITextChecker(systemWords: [])))
    UITextChecker.unlearnWord(word)
    #expect(!Self.isReal("trekkingoa", checker: UITextChecker(systemWords: [])))
  }

  @Test func guessesAreTheNearestKnownWordsFirst() {
    let checker = UITextChecker(systemWords: Self.trailWords)
    let guesses = checker.guesses(
      forWordRange: NSRange(location: 4, length: 4), in: "una roue", language: "en")
    #expect(guesses == ["rout", "route", "grout", "routes"])
  }

  @Test func completionsAreKnownWordsStartingWithThePartOnlyInItsLanguage() {
    let checker = UITextChecker(systemWords: Self.trailWords)
    let part = NSRange(location: 0, length: 3)
    #expect(
      checker.completions(forPartialWordRange: part, in: "rou", language: "en")
        == ["rout", "route", "routes"])
    #expect(checker.completions(forPartialWordRange: part, in: "rou", language: "fr") == [])
  }

  @Test func apostrophesInsideAWordKeepItWholeAndCurlyOnesAreStraight() {
    let checker = UITextChecker(systemWords: ["don't"])
    let text = "don’t stopp"
    let range = checker.rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: 11), startingAt: 0, wrap: false,
      language: "en")
    #expect(range == NSRange(location: 6, length: 5))
  }

  @Test func controlCharactersAndHugeTextNeitherTrapNorHang() {
    let checker = UITextChecker(systemWords: Self.trailWords)
    let text = String(repeating: "\u{0}\u{7}ok\u{1B}[31m ", count: 20_000) + "zzz"
    let range = checker.rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0,
      wrap: false, language: "en")
    #expect(range.location != NSNotFound)
    #expect((text as NSString).substring(with: range) == "31m")
  }
}
