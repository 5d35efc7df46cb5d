/// The source of one macro use as the compiler sends it, with where it is.
struct MacroSource {
  /// The macro's source, leading trivia included.
  let text: String
  /// The file's identifier, `Module/File.swift`.
  let fileID: String
  /// The line of the source's first byte, from 1.
  let line: Int
  /// A prefix that makes names unique to this expansion (the compiler's discriminator).
  let discriminator: String

  /// A name no other expansion uses, as the compiler expects it: the discriminator, the
  /// name's length and the name, then `fMu_`.
  func uniqueName(_ name: String) -> String {
    "\(discriminator)\(name.utf8.count)\(name)fMu_"
  }

  /// The line of the byte at `offset` of the source.
  func line(of offset: Int) -> Int {
    line + text.utf8.prefix(offset).count { $0 == ASCII.newline }
  }
}
