import Foundation
import PureMVVMCore
import PureMVVMRendering

/// Writes `message` and a newline to standard error, control characters escaped.
///
/// For the example executables: an error that quotes user input cannot drive the terminal.
///
/// - Parameter message: The message; its line breaks are kept.
package func printError(_ message: String) {
  FileHandle.standardError.write(
    Data((message.escapingControlCharacters(keepingNewlines: true) + "\n").utf8))
}
