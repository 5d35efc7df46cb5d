import Foundation

/// Runs an example executable built by `swift build`, feeding it input and collecting output.
struct ExampleRunner {
  struct Output {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// An example process that is still running: send it lines, read what it printed.
  final class Running {
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle?
    private let error: FileHandle?
    private var received = Data()

    fileprivate init(process: Process, input: Pipe, output: Pipe?, error: Pipe?) {
      self.process = process
      self.input = input.fileHandleForWriting
      self.output = output?.fileHandleForReading
      self.error = error?.fileHandleForReading
    }

    /// Writes `text` to the process's standard input.
    func send(_ text: String) {
      input.write(Data(text.utf8))
    }

    /// Reads standard output until it contains `marker` (or ends); returns all read so far.
    func read(until marker: String) -> String {
      guard let output else { return "" }
      while !String(decoding: received, as: UTF8.self).contains(marker) {
        let chunk = output.availableData
        if chunk.isEmpty { break }
        received.append(chunk)
      }
      return String(decoding: received, as: UTF8.self)
    }

    /// Closes standard input and waits for the process to exit.
    func finish() throws -> Output {
      try input.close()
      received.append(output?.readDataToEndOfFile() ?? Data())
      let errorData = error?.readDataToEndOfFile() ?? Data()
      process.waitUntilExit()
      return Output(
        status: process.terminationStatus,
        standardOutput: String(decoding: received, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
    }
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

  /// Starts `name` with `arguments`; its output goes nowhere when `discardingOutput`.
  ///
  /// A `shell` command runs first (limits, traps), then `exec`s the example.
  static func start(
    _ name: String, _ arguments: [String] = [], currentDirectory: URL? = nil,
    discardingOutput: Bool = false, shell: String? = nil
  ) throws -> Running {
    let process = Process()
    let executable = productsDirectory.appendingPathComponent(name)
    if let shell {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shell + "; exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let input = Pipe()
    let output = discardingOutput ? nil : Pipe()
    let error = discardingOutput ? nil : Pipe()
    process.standardInput = input
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = error ?? FileHandle.nullDevice
    try process.run()
    return Running(process: process, input: input, output: output, error: error)
  }

  /// Runs `name` with `arguments`, writing `input` to its standard input.
  static func run(
    _ name: String, _ arguments: [String] = [], input: String = "",
    currentDirectory: URL? = nil, shell: String? = nil
  ) throws -> Output {
    let running = try start(name, arguments, currentDirectory: currentDirectory, shell: shell)
    running.send(input)
    return try running.finish()
  }
}
