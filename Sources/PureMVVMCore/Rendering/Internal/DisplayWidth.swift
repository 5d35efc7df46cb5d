extension Character {
  /// Columns a terminal gives the character: 0 for controls, 2 for wide and emoji, else 1.
  var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.value < 0x20 || (0x7f..<0xa0).contains(first.value) { return 0 }
    if first.isASCII { return 1 }
    for scalar in unicodeScalars {
      if scalar.properties.isEmojiPresentation || scalar.isEastAsianWide { return 2 }
      if scalar.value == 0xfe0f, first.properties.isEmoji { return 2 }
    }
    return 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is in a block that East Asian text renders two columns wide.
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115f, 0x2e80...0x303e, 0x3041...0x33ff, 0x3400...0x4dbf, 0x4e00...0x9fff,
      0xa000...0xa4cf, 0xac00...0xd7a3, 0xf900...0xfaff, 0xfe30...0xfe4f, 0xff00...0xff60,
      0xffe0...0xffe6, 0x20000...0x3fffd:
      return true
    default:
      return false
    }
  }
}

extension StringProtocol {
  /// Columns a terminal gives the string, measured per grapheme cluster.
  ///
  /// - Complexity: O(*n*); text of Latin letters, accented ones included, takes a fast
  ///   path over its scalars without grapheme breaking.
  var displayWidth: Int {
    var width = 0
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x20..<0x7f, 0xa0..<0x300: width += 1
      case 0..<0x20, 0x7f..<0xa0: break
      default: return reduce(0) { $0 + $1.displayWidth }
      }
    }
    return width
  }
}
