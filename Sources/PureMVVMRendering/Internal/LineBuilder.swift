import PureMVVMCore

/// Builds a drawn line from pieces by copying their UTF-8 bytes once into a buffer of the
/// exact size: about a fifth of the cost of appending the pieces to a `String` one by one.
enum LineBuilder {
  /// A piece of a line, kept in memory and read there in place: the spaces before it,
  /// then its text.
  protocol Piece {
    /// The spaces before the text.
    var gap: Int { get }
    /// The text.
    ///
    /// Settable only so that its bytes can be read in place (`withUTF8` needs `inout`),
    /// without a copy; never changed here.
    var text: String { get set }
  }

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
    return line(length: length, trailingSpaces: trailingSpaces, suffix: suffix) {
      buffer, offset in
      for index in 0..<count {
        var (gap, text) = piece(index)
        offset = fillSpaces(buffer, from: offset, count: gap)
        offset = copy(&text, into: buffer, at: offset)
      }
    }
  }

  /// `pieces`, each after its gap of spaces, then `trailingSpaces` spaces, then `suffix`.
  ///
  /// Reads the pieces where they are: a closure returning each piece, twice, retained and
  /// released every text twice a line.
  static func join<Pieces: Piece>(
    _ pieces: UnsafeMutableBufferPointer<Pieces>, trailingSpaces: Int, suffix: String
  ) -> String {
    var length = trailingSpaces + suffix.utf8.count
    for index in pieces.indices { length += pieces[index].gap + pieces[index].text.utf8.count }
    return line(length: length, trailingSpaces: trailingSpaces, suffix: suffix) {
      buffer, offset in
      for index in pieces.indices {
        offset = fillSpaces(buffer, from: offset, count: pieces[index].gap)
        offset = copy(&pieces[index].text, into: buffer, at: offset)
      }
    }
  }

  /// A line of `length` bytes: what `fill` writes from the offset it is given (which it
  /// moves past what it wrote), then `trailingSpaces` spaces, then `suffix`.
  private static func line(
    length: Int, trailingSpaces: Int, suffix: String,
    _ fill: (UnsafeMutableBufferPointer<UInt8>, inout Int) -> Void
  ) -> String {
    String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      fill(buffer, &offset)
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
