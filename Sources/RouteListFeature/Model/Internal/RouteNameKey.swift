import Foundation

/// A sort key for route names: case- and accent-insensitive, digits in natural order.
///
/// "Águila" sorts next to "aguila", and "Ruta 9" before "Ruta 10". The key is computed once
/// per route, so sorting costs one key per route, not one folding per comparison.
struct RouteNameKey: Comparable {
  /// The folded name as bytes that compare in the list's order: each run of digits is a
  /// `0x01` marker, its significant length (4 bytes, big-endian) and its digits (so
  /// "9" < "10"); each other run is a `0x02` marker, its UTF-8 bytes (folded text is in
  /// normal form, so byte order is scalar order, `String`'s order) with `0x00` written as
  /// `0x00 0x02`, and a `0x00 0x01` end — so a number sorts before text and a shorter run
  /// before a longer one it begins.
  private let bytes: [UInt8]

  init(_ name: String) {
    let folded = Self.foldedUTF8(name)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(folded.count + 8)
    var runStart = 0
    for index in folded.indices {
      let isDigit = Self.isDigit(folded[index])
      if index > runStart, isDigit != Self.isDigit(folded[runStart]) {
        Self.append(folded[runStart..<index], isDigits: !isDigit, to: &bytes)
        runStart = index
      }
    }
    if runStart < folded.count {
      Self.append(
        folded[runStart...], isDigits: Self.isDigit(folded[runStart]), to: &bytes)
    }
    self.bytes = bytes
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func append(_ run: ArraySlice<UInt8>, isDigits: Bool, to bytes: inout [UInt8]) {
    guard isDigits else {
      bytes.append(0x02)
      for byte in run {
        bytes.append(byte)
        if byte == 0 { bytes.append(0x02) }
      }
      bytes += [0x00, 0x01]
      return
    }
    let significant = run.drop { $0 == UInt8(ascii: "0") }
    let digits = significant.isEmpty ? [UInt8(ascii: "0")] : Array(significant)
    let length = UInt32(clamping: digits.count)
    bytes.append(0x01)
    bytes += [
      UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff),
      UInt8(length & 0xff),
    ]
    bytes += digits
  }

  static func < (lhs: RouteNameKey, rhs: RouteNameKey) -> Bool {
    lhs.compare(to: rhs) < 0
  }

  /// Negative when this key sorts first, zero when the keys are equal, positive otherwise.
  func compare(to other: RouteNameKey) -> Int {
    bytes.withUnsafeBufferPointer { left in
      other.bytes.withUnsafeBufferPointer { right in
        let common = min(left.count, right.count)
        if common > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress {
          let order = memcmp(leftStart, rightStart, common)
          if order != 0 { return Int(order) }
        }
        return left.count - right.count
      }
    }
  }

  /// The name without case or accents.
  ///
  /// ASCII and the Latin-1 and Latin Extended-A letters (the accents of Spanish, French,
  /// Portuguese, German…) take a table; anything else takes Foundation's folding.
  static func fold(_ name: String) -> String {
    String(decoding: foldedUTF8(name), as: UTF8.self)
  }

  /// ``fold(_:)``'s result as UTF-8.
  private static func foldedUTF8(_ name: String) -> [UInt8] {
    var folded: [UInt8] = []
    folded.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5a: folded.append(UInt8(scalar.value + 0x20))
      case 0..<0x80: folded.append(UInt8(scalar.value))
      case latinRange: folded += latinFolds[Int(scalar.value - latinRange.lowerBound)]
      default:
        return Array(
          name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
      }
    }
    return folded
  }

  private static let latinRange: ClosedRange<UInt32> = 0xa0...0x17f

  /// Foundation's folding of each scalar in ``latinRange``, as UTF-8, computed once.
  private static let latinFolds: [[UInt8]] = latinRange.map { value in
    let scalar = Unicode.Scalar(value) ?? " "
    return Array(
      String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
  }
}
