import PureMVVMCore

/// Builds a drawn line from pieces by copying their UTF-8 bytes once into a buffer of the
/// exact size: about a fifth of the cost of appending the pieces to a `String` one by one.
enum LineBuilder {
  /// The pieces `piece(0)` to `piece(count - 1)`, each after its gap of spaces, then
  /// `trailingSpaces` spaces.
  ///
  /// `piece` is called for every index in order, from 0, twice (once to size the line,
  /// once to fill it), and must return the same pieces both times.
  static func join(
    count: Int, trailingSpaces: Int, _ piece: (Int) -> (gap: Int, text: String)
  ) -> String {
    var length = trailingSpaces
    for index in 0..<count {
      let (gap, text) = piece(index)
      length += gap + text.utf8.count
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for index in 0..<count {
        var (gap, text) = piece(index)
        offset = fillSpaces(buffer, from: offset, count: gap)
        offset = text.withUTF8 { bytes in
          let end = offset + bytes.count
          _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<end]).initialize(from: bytes)
          return end
        }
      }
      return fillSpaces(buffer, from: offset, count: trailingSpaces)
    }
  }

  /// Writes `count` spaces from `offset`; returns the offset after them.
  private static func fillSpaces(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, from offset: Int, count: Int
  ) -> Int {
    guard count > 0 else { return offset }
    buffer[offset..<offset + count].initialize(repeating: UInt8(ascii: " "))
    return offset + count
  }
}
