import Foundation

/// Runs an example executable built by `swift build`, feeding it input and collecting output.
struct ExampleRunner {
  struct Output {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The folder holding the built products (beside the test bundle).
  static var productsDirectory: URL {
    let candidates = [
      Bundle.main.bundleURL,
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for candidate in candidates {
      var directory = candidate
      while directory.path != "/" {
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("login").path) {
          return directory
        }
        directory.deleteLastPathComponent()
      }
    }
    return Bundle.main.bundleURL
  }

  /// Runs `name` with `arguments`, writing `input` to its standard input.
  static func run(
    _ name: String, _ arguments: [String] = [], input: String = "",
    currentDirectory: URL? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(name)
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: error, as: UTF8.self))
  }
}
