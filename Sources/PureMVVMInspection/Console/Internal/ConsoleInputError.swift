import PureMVVMCore
import PureMVVMRendering

/// A console command whose value cannot be used, such as `set Volume = loud`.
struct ConsoleInputError: Error, CustomStringConvertible {
  /// A sentence saying what was wrong and what to type instead.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
