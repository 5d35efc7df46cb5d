extension TextRun {
  /// Whether `other` styles text exactly as this run does, the text aside: every style
  /// field `==`, and every `Double` in them equal bit for bit too, so `-0.0` is not taken
  /// for `0.0`.
  ///
  /// Unlike comparing the runs' bytes, the answer never depends on padding or unused
  /// payload bytes, which hold whatever the memory held before.
  func hasSameStyle(as other: TextRun) -> Bool {
    guard
      font == other.font, fontWeight == other.fontWeight, isItalic == other.isItalic,
      isUnderlined == other.isUnderlined, isStrikethrough == other.isStrikethrough,
      foreground == other.foreground
    else { return false }
    guard font?.size.bitPattern == other.font?.size.bitPattern else { return false }
    guard let foreground, let otherForeground = other.foreground else { return true }
    return foreground.hasSameBits(asEqual: otherForeground)
  }
}

extension Paint {
  /// Whether the colours of this paint and an `==` one have the same bits.
  fileprivate func hasSameBits(asEqual other: Paint) -> Bool {
    switch (self, other) {
    case (.color(let color), .color(let otherColor)):
      return color.hasSameBits(asEqual: otherColor)
    case (.gradient(let colors), .gradient(let otherColors)):
      return zip(colors, otherColors).allSatisfy { $0.hasSameBits(asEqual: $1) }
    default:
      return true
    }
  }
}

extension Color {
  /// Whether this colour and an `==` one have the same bits in every component.
  fileprivate func hasSameBits(asEqual other: Color) -> Bool {
    guard opacity.bitPattern == other.opacity.bitPattern else { return false }
    guard case .rgb(let red, let green, let blue, let alpha) = value,
      case .rgb(let otherRed, let otherGreen, let otherBlue, let otherAlpha) = other.value
    else { return true }
    return red.bitPattern == otherRed.bitPattern && green.bitPattern == otherGreen.bitPattern
      && blue.bitPattern == otherBlue.bitPattern && alpha.bitPattern == otherAlpha.bitPattern
  }
}
