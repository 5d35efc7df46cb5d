import PureMVVMCore

/// Fitting strings into a number of terminal columns: truncating and wrapping.
enum TextFitting {
  /// `text` cut to at most `width` columns, with `…` where it was cut: at the end
  /// (`tail`, the default), the start (`head`) or the middle.
  static func truncate(_ text: String, width: Int, mode: TruncationMode?) -> String {
    guard let mode, mode != .tail, text.displayWidth > width, width > 1 else {
      return truncate(text, width: width)
    }
    let characters = Array(text)
    if mode == .head {
      return "…" + String(suffix(of: characters, columns: width - 1))
    }
    let front = (width - 1) / 2
    let back = width - 1 - front
    return String(prefix(of: characters, columns: front)) + "…"
      + String(suffix(of: characters, columns: back))
  }

  private static func prefix(of characters: [Character], columns: Int) -> ArraySlice<Character> {
    var used = 0
    var count = 0
    for character in characters {
      if used + character.displayWidth > columns { break }
      used += character.displayWidth
      count += 1
    }
    return characters.prefix(count)
  }

  private static func suffix(of characters: [Character], columns: Int) -> ArraySlice<Character> {
    var used = 0
    var count = 0
    for character in characters.reversed() {
      if used + character.displayWidth > columns { break }
      used += character.displayWidth
      count += 1
    }
    return characters.suffix(count)
  }

  /// `text` cut to at most `width` columns, ending in `…` when anything was cut.
  static func truncate(_ text: String, width: Int) -> String {
    guard text.displayWidth > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = character.displayWidth
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// `text` broken into lines of at most `width` columns, at spaces where possible.
  ///
  /// Explicit newlines are kept; a word longer than a line is split across lines.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard text.displayWidth > width || text.contains("\n") else { return [text] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrapParagraph(String($0), width: width)
    }
  }

  private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ") {
      for piece in split(String(word), width: width) {
        if line.isEmpty {
          line = piece
        } else if line.displayWidth + 1 + piece.displayWidth <= width {
          line += " " + piece
        } else {
          lines.append(line)
          line = piece
        }
      }
    }
    lines.append(line)
    return lines
  }

  /// A word cut into pieces of at most `width` columns.
  private static func split(_ word: String, width: Int) -> [String] {
    guard word.displayWidth > width else { return [word] }
    var pieces: [String] = []
    var piece = ""
    var used = 0
    for character in word {
      let characterWidth = character.displayWidth
      if used + characterWidth > width, !piece.isEmpty {
        pieces.append(piece)
        piece = ""
        used = 0
      }
      piece.append(character)
      used += characterWidth
    }
    pieces.append(piece)
    return pieces
  }
}
