extension TextRun {
  /// Whether `other` styles text exactly as this run does, the text aside: every style
  /// field `==`, every `Double` in them equal bit for bit too, so `-0.0` is not taken for
  /// `0.0`, and every name equal byte for byte, so `"e\u{301}"` is not taken for `"é"`.
  ///
  /// Unlike comparing the runs' bytes, the answer never depends on padding or unused
  /// payload bytes, which hold whatever the memory held before.
  package func hasSameStyle(as other: TextRun) -> Bool {
    guard
      isItalic == other.isItalic, isUnderlined == other.isUnderlined,
      isStrikethrough == other.isStrikethrough, fontWeight == other.fontWeight
    else { return false }
    // Matched without binding while either is `nil`, as most are: comparing optionals
    // copied the fonts, retains and all, for every styled text resolved.
    if case .some = font {
      guard hasSameFont(as: other) else { return false }
    } else if case .some = other.font {
      return false
    }
    if case .some = foreground {
      return hasSameForeground(as: other)
    }
    if case .some = other.foreground { return false }
    return true
  }

  /// Whether the fonts are `==`, with the same size bits and name bytes.
  private func hasSameFont(as other: TextRun) -> Bool {
    font == other.font && font?.size.bitPattern == other.font?.size.bitPattern
      && hasSameBytes(font?.name, other.font?.name)
  }

  /// Whether the foregrounds are `==`, with the same bits.
  private func hasSameForeground(as other: TextRun) -> Bool {
    guard foreground == other.foreground else { return false }
    guard let foreground, let otherForeground = other.foreground else { return true }
    return foreground.hasSameBits(asEqual: otherForeground)
  }
}

extension Paint {
  /// Whether the colours of this paint and an `==` one have the same bits and the same
  /// bytes in their names (material names are the toolkit's own).
  fileprivate func hasSameBits(asEqual other: Paint) -> Bool {
    switch (self, other) {
    case (.color(let color), .color(let otherColor)):
      return color.hasSameBits(asEqual: otherColor)
    case (.gradient(let colors), .gradient(let otherColors)),
      (.radialGradient(let colors), .radialGradient(let otherColors)),
      (.angularGradient(let colors), .angularGradient(let otherColors)):
      return zip(colors, otherColors).allSatisfy { $0.hasSameBits(asEqual: $1) }
    default:
      return true
    }
  }
}

extension Color {
  /// Whether this colour and an `==` one have the same bits in every component and the
  /// same bytes in their names.
  fileprivate func hasSameBits(asEqual other: Color) -> Bool {
    guard opacity.bitPattern == other.opacity.bitPattern else { return false }
    switch (value, other.value) {
    case (.rgb(let red, let green, let blue, let alpha), .rgb(let r, let g, let b, let a)):
      return red.bitPattern == r.bitPattern && green.bitPattern == g.bitPattern
        && blue.bitPattern == b.bitPattern && alpha.bitPattern == a.bitPattern
    case (.system(let name), .system(let otherName)), (.asset(let name), .asset(let otherName)):
      return hasSameBytes(name, otherName)
    default:
      return true
    }
  }
}

/// Whether two names are spelled with the same UTF-8 bytes (both `nil` counts as the same):
/// stricter than `==`, which takes `"é"` and `"e\u{301}"` for one string.
private func hasSameBytes(_ name: String?, _ otherName: String?) -> Bool {
  guard let name, let otherName else { return name == nil && otherName == nil }
  return name.utf8.elementsEqual(otherName.utf8)
}
