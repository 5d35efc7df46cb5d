import FileSupport
import Foundation
import PureMVVM

/// `swift run previews` for your own package, in one call: every `#Preview` linked into the
/// executable, listed, rendered as text or read aloud, written to an HTML gallery, audited,
/// or used interactively in the terminal.
///
/// Make an executable target that depends on `PureMVVMPreviewsHost` and on the modules
/// whose previews it shows, with this `main.swift`:
///
/// ```swift
/// import PureMVVMPreviewsHost
///
/// await PreviewsHost.main()
/// ```
///
/// `swift run previews --help` then lists the options. Previews still listed by hand in a
/// `PreviewProvider` are shown too when passed to
/// ``main(providers:arguments:)``.
@MainActor
public enum PreviewsHost {
  /// Runs the command `arguments` ask for and exits: 0 when it succeeded, 1 when a preview
  /// failed or the audit found an error, 2 for a usage mistake.
  ///
  /// - Parameters:
  ///   - providers: Preview providers to show after the declared previews.
  ///   - arguments: The command line, without the program's name.
  public static func main(
    providers: [any PreviewProvider.Type] = [],
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) async -> Never {
    exit(await run(arguments: arguments, providers: providers))
  }

  /// Runs the command and returns its exit status.
  static func run(arguments: [String], providers: [any PreviewProvider.Type]) async -> Int32 {
    let command: PreviewsCommand
    do {
      command = try PreviewsCommand(arguments: arguments)
    } catch {
      printError("error: \(error.message)\n\n\(PreviewsCommand.usage)")
      return 2
    }
    let catalog: PreviewCatalog
    do {
      catalog = try PreviewCatalog(declaredAnd: providers)
    } catch {
      printError("error: \(error)")
      return 1
    }
    return await PreviewsRun(command: command, catalog: catalog).perform()
  }
}

/// Writes `message` and a line break to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
