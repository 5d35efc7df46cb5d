import Foundation

/// A sort key for route names: case- and accent-insensitive, digits in natural order.
///
/// "Águila" sorts next to "aguila", and "Ruta 9" before "Ruta 10". The key is computed once
/// per route, so sorting costs one key per route, not one folding per comparison.
struct RouteNameKey: Comparable {
  /// A run of digits or of other characters.
  ///
  /// Folded text is in normal form, so `String`'s own ordering is the order of its scalars.
  private enum Chunk: Comparable {
    case number(length: Int, digits: String)
    case text(String)

    static func < (lhs: Chunk, rhs: Chunk) -> Bool {
      switch (lhs, rhs) {
      case (.number(let leftLength, let left), .number(let rightLength, let right)):
        return leftLength != rightLength ? leftLength < rightLength : left < right
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let left), .text(let right)): return left < right
      }
    }
  }

  private let chunks: [Chunk]

  init(_ name: String) {
    var chunks: [Chunk] = []
    var current = String.UnicodeScalarView()
    var currentIsDigits = false
    for scalar in Self.fold(name).unicodeScalars {
      let isDigit = ("0"..."9").contains(scalar)
      if !current.isEmpty, isDigit != currentIsDigits {
        chunks.append(Self.chunk(String(current), isDigits: currentIsDigits))
        current = String.UnicodeScalarView()
      }
      current.append(scalar)
      currentIsDigits = isDigit
    }
    if !current.isEmpty { chunks.append(Self.chunk(String(current), isDigits: currentIsDigits)) }
    self.chunks = chunks
  }

  private static func chunk(_ text: String, isDigits: Bool) -> Chunk {
    guard isDigits else { return .text(text) }
    let significant = text.utf8.drop { $0 == UInt8(ascii: "0") }
    guard !significant.isEmpty else { return .number(length: 1, digits: "0") }
    return .number(length: significant.count, digits: String(decoding: significant, as: UTF8.self))
  }

  static func < (lhs: RouteNameKey, rhs: RouteNameKey) -> Bool {
    lhs.chunks.lexicographicallyPrecedes(rhs.chunks)
  }

  /// The name without case or accents.
  ///
  /// ASCII and the Latin-1 and Latin Extended-A letters (the accents of Spanish, French,
  /// Portuguese, German…) take a table; anything else takes Foundation's folding.
  static func fold(_ name: String) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5a: folded.append(Unicode.Scalar(UInt8(scalar.value + 0x20)))
      case 0..<0x80: folded.append(scalar)
      case latinRange:
        folded.append(contentsOf: latinFolds[Int(scalar.value - latinRange.lowerBound)])
      default: return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      }
    }
    return String(folded)
  }

  private static let latinRange: ClosedRange<UInt32> = 0xa0...0x17f

  /// Foundation's folding of each scalar in ``latinRange``, computed once.
  private static let latinFolds: [String.UnicodeScalarView] = latinRange.map { value in
    let scalar = Unicode.Scalar(value) ?? " "
    return String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .unicodeScalars
  }
}
