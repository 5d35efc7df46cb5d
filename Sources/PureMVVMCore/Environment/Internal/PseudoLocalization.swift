/// The pseudo-locale of ``EnvironmentValues/isPseudoLocalized``: text that looks
/// translated and runs longer, so a screen shows where longer translations would be cut.
enum PseudoLocalization {
  /// `text` with its ASCII letters swapped for accented look-alikes.
  static func accented(_ text: String) -> String {
    String(text.map { substitutes[$0] ?? $0 })
  }

  /// `text` bracketed and lengthened with dots by 40% of `literalLength`, at least one.
  ///
  /// "Ĺöĝîñ" becomes "[Ĺöĝîñ ··]". Empty text stays empty.
  static func padded(_ text: String, literalLength: Int) -> String {
    guard !text.isEmpty else { return text }
    let dots = max(1, (literalLength * 2 + 4) / 5)
    return "[" + text + " " + String(repeating: "·", count: dots) + "]"
  }

  private static let substitutes: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}
