import PureMVVMCore

/// Builds a drawn line from pieces by copying their UTF-8 bytes once into a buffer of the
/// exact size: about a fifth of the cost of appending the pieces to a `String` one by one.
enum LineBuilder {
  /// The pieces `piece(0)` to `piece(count - 1)`, each after its gap of spaces, then
  /// `trailingSpaces` spaces, then `suffix`.
  ///
  /// `piece` is called for every index in order, from 0, twice (once to size the line,
  /// once to fill it), and must return the same pieces both times: a piece that grows in
  /// between stops the program rather than write past the line.
  static func join(
    count: Int, trailingSpaces: Int, suffix: String = "",
    _ piece: (Int) -> (gap: Int, text: String)
  ) -> String {
    var length = trailingSpaces + suffix.utf8.count
    for index in 0..<count {
      let (gap, text) = piece(index)
      length += gap + text.utf8.count
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for index in 0..<count {
        var (gap, text) = piece(index)
        offset = fillSpaces(buffer, from: offset, count: gap)
        offset = copy(&text, into: buffer, at: offset)
      }
      offset = fillSpaces(buffer, from: offset, count: trailingSpaces)
      var suffix = suffix
      return copy(&suffix, into: buffer, at: offset)
    }
  }

  /// Copies the bytes of `text` into `buffer` from `offset`; returns the offset after them.
  private static func copy(
    _ text: inout String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    text.withUTF8 { bytes in
      let end = offset + bytes.count
      precondition(end <= buffer.count, "LineBuilder: a piece grew after the line was sized")
      _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<end]).initialize(from: bytes)
      return end
    }
  }

  /// Writes `count` spaces from `offset`; returns the offset after them.
  private static func fillSpaces(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, from offset: Int, count: Int
  ) -> Int {
    guard count > 0 else { return offset }
    precondition(count <= buffer.count - offset, "LineBuilder: a gap grew after the line was sized")
    buffer[offset..<offset + count].initialize(repeating: UInt8(ascii: " "))
    return offset + count
  }
}
