import Foundation

/// A sort key for route names: case- and accent-insensitive, digits in natural order.
///
/// "Águila" sorts next to "aguila", and "Ruta 9" before "Ruta 10". The key is computed once
/// per route, so sorting costs one key per route, not one folding per comparison.
struct RouteNameKey: Comparable {
  private enum Chunk: Comparable {
    case number(digits: String)
    case text(String)

    static func < (lhs: Chunk, rhs: Chunk) -> Bool {
      switch (lhs, rhs) {
      case (.number(let left), .number(let right)):
        return (left.count, left) < (right.count, right)
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let left), .text(let right)):
        return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
      }
    }
  }

  private let chunks: [Chunk]

  init(_ name: String) {
    let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var chunks: [Chunk] = []
    var current = ""
    var currentIsDigits = false
    for character in folded {
      let isDigit = character.isASCII && character.isNumber
      if !current.isEmpty, isDigit != currentIsDigits {
        chunks.append(Self.chunk(current, isDigits: currentIsDigits))
        current = ""
      }
      current.append(character)
      currentIsDigits = isDigit
    }
    if !current.isEmpty { chunks.append(Self.chunk(current, isDigits: currentIsDigits)) }
    self.chunks = chunks
  }

  private static func chunk(_ text: String, isDigits: Bool) -> Chunk {
    guard isDigits else { return .text(text) }
    let significant = text.drop { $0 == "0" }
    return .number(digits: significant.isEmpty ? "0" : String(significant))
  }

  static func < (lhs: RouteNameKey, rhs: RouteNameKey) -> Bool {
    lhs.chunks.lexicographicallyPrecedes(rhs.chunks)
  }
}
