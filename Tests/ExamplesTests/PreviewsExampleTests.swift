import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct PreviewsExampleTests {
  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("previews")
  }

  @Test func listPrintsEveryPreviewName() throws {
    let output = try ExampleRunner.run("previews", ["--list"])
    #expect(output.status == 0)
    #expect(
      output.standardOutput == """
        Logged Out
        Logged In
        Login Error
        Missing User Name
        Logging In
        Todas las rutas
        Rutas cortas
        Sin rutas
        Error al añadir
        Detalle de una ruta
        Confirmar borrado

        """)
  }

  @Test func noArgumentsRendersEveryPreviewUnderItsName() throws {
    let output = try ExampleRunner.run("previews")
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("## Logged Out\n┌"))
    #expect(output.standardOutput.contains("## Logged In\n┌"))
    #expect(output.standardOutput.contains("Greetings, Mike Mousey"))
    #expect(output.standardOutput.contains("## Rutas cortas\n┌"))
  }

  @Test func previewRendersOneAtTheGivenWidth() throws {
    let output = try ExampleRunner.run("previews", ["--preview", "Logged In", "--width", "30"])
    #expect(output.status == 0)
    #expect(
      output.standardOutput == """
        ┌────────────────────────────┐
        │   Greetings, Mike Mousey   │
        │        [ Log out ]         │
        └────────────────────────────┘

        """)
  }

  @Test func consoleDrivesOnePreviewWithItsOwnState() throws {
    let input = "tap Menos de 10 km\nquit\n"
    let output = try ExampleRunner.run(
      "previews", ["--console", "Todas las rutas", "--width", "44"], input: input)
    #expect(output.status == 0)
    let screens = output.standardOutput.components(separatedBy: "┌").dropFirst()
    #expect(screens.count == 2)
    #expect(screens.first?.contains("Cresta del Águila") == true)
    #expect(screens.last?.contains("Cresta del Águila") == false)
    #expect(screens.last?.contains("Bosque del Roble") == true)
  }

  @Test func settingsChangeWhatEveryPreviewIsResolvedUnder() throws {
    let file = scratch.appendingPathComponent("previews-env.html")
    let plain = try ExampleRunner.run("previews", ["--html", file.path])
    let plainHTML = try String(contentsOf: file, encoding: .utf8)
    let large = try ExampleRunner.run(
      "previews", ["--env", "dynamicTypeSize=accessibility3", "--html", file.path])
    let largeHTML = try String(contentsOf: file, encoding: .utf8)
    #expect(plain.status == 0 && large.status == 0)
    #expect(!plainHTML.contains("font-size:2.35em"))
    #expect(largeHTML.contains("font-size:2.35em"))
  }

  @Test func theConsoleStartsUnderTheSettingsAndEnvShowsThem() throws {
    let output = try ExampleRunner.run(
      "previews", ["--console", "Logged In", "--env", "locale=es_ES", "--env", "colorScheme=dark"],
      input: "env\nquit\n")
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("colorScheme          dark\n"))
    #expect(output.standardOutput.contains("locale               es_ES\n"))
  }

  @Test func consoleOfAnUnknownPreviewExitsTwo() throws {
    let output = try ExampleRunner.run("previews", ["--console", "Nada"], input: "")
    #expect(output.status == 2)
    #expect(output.standardError.contains("No preview is named \"Nada\""))
  }

  @Test func unknownPreviewNameExitsTwoWithSuggestions() throws {
    let output = try ExampleRunner.run("previews", ["--preview", "Loged In"])
    #expect(output.status == 2)
    #expect(output.standardError.contains("No preview is named \"Loged In\". Did you mean"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option \"--bogus\"."),
    (["--width", "wide"], "--width needs a positive whole number, not \"wide\"."),
    (["--width", "0"], "--width needs a positive whole number, not \"0\"."),
    (["--width", "1001"], "--width can be at most 1000, not 1001."),
    (
      ["--width", "9223372036854775807"],
      "--width can be at most 1000, not 9223372036854775807."
    ),
    (
      ["--width", "99999999999999999999"],
      "--width needs a positive whole number, not \"99999999999999999999\"."
    ),
    (["--preview"], "--preview needs a value."),
    (["--html", ""], "--html needs a value."),
    (["--width", "30", "--width", "50"], "--width is given twice."),
    (["--preview", "Logged In", "--preview", "Logged Out"], "--preview is given twice."),
    (["--html", "a.html", "--html", "b.html"], "--html is given twice."),
    (["--preview", "Logged In", "--list"], "--preview and --list cannot be combined."),
    (["--audit", "--list"], "--audit and --list cannot be combined."),
    (["--accessibility", "--html", "a.html"], "--accessibility and --html cannot be combined."),
    (["--accessibility", "--audit"], "--accessibility and --audit cannot be combined."),
    (
      ["--env", "colorScheme=sepia"],
      "--env: colorScheme cannot be \"sepia\"; it can be light, dark."
    ),
    (["--env", "dark"], "--env: \"dark\" is not NAME=VALUE."),
    (["--env", "locale=../es"], "--env: \"../es\" is not a locale identifier such as es_ES."),
    (["--env"], "--env needs a value."),
  ])
  func badArgumentsExitTwoWithUsage(arguments: [String], message: String) throws {
    let output = try ExampleRunner.run("previews", arguments)
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: \(message)\n\nUsage: previews"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test func accessibilityReadsOnePreviewAsAScreenReaderWould() throws {
    let output = try ExampleRunner.run("previews", ["--preview", "Logging In", "--accessibility"])
    #expect(output.status == 0)
    #expect(
      output.standardOutput == """
        Username, Mike, text field
        Password, secure text field
        Logging in…, in progress
        Login, button, dimmed

        """)
  }

  @Test func accessibilityAloneReadsEveryPreviewUnderItsName() throws {
    let output = try ExampleRunner.run("previews", ["--accessibility"])
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("## Logged Out\nUsername, text field\n"))
    #expect(output.standardOutput.contains("## Rutas cortas\nRutas, heading\n"))
  }

  @Test func auditOfTheFeaturesFindsNothingAndExitsZero() throws {
    let output = try ExampleRunner.run("previews", ["--audit"])
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("Logged Out: no findings\n"))
    #expect(output.standardOutput.split(separator: "\n").count == 11)
  }

  @Test func htmlWritesOneSelfContainedPage() throws {
    let file = scratch.appendingPathComponent("gallery.html")
    let output = try ExampleRunner.run("previews", ["--html", file.path])
    #expect(output.status == 0)
    let page = try String(contentsOf: file, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<h2>Logging In</h2>"))
    #expect(
      page.contains(
        "<details class=\"reading\"><summary>VoiceOver reading</summary><ol>"
          + "<li>Username, Mike, text field</li>"))
    #expect(!page.contains("<script"))
    #expect(!page.contains("http://") && !page.contains("https://"))
  }

  /// A new, empty directory inside the scratch directory.
  private func temporaryDirectory() throws -> URL {
    let directory = scratch.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    return directory
  }

  @Test func htmlIntoADirectoryIsRefusedWithExitTwoAndTouchesNothing() throws {
    let directory = try temporaryDirectory()
    let output = try ExampleRunner.run("previews", ["--html", directory.path])
    #expect(output.status == 2)
    #expect(output.standardError == "error: cannot write \(directory.path): Is a directory.\n")
    #expect(!output.standardOutput.contains("Wrote"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func htmlIntoAFIFOIsRefusedWithoutWaitingForAReader() throws {
    let fifo = try temporaryDirectory().appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let output = try ExampleRunner.run("previews", ["--html", fifo.path])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: cannot write \(fifo.path): Is a FIFO (named pipe), not a regular file.\n")
    var status = stat()
    #expect(stat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test(arguments: ["/dev/null", "/dev/full"])
  func htmlIntoADeviceIsRefusedAndTheDeviceStaysADevice(device: String) throws {
    let output = try ExampleRunner.run("previews", ["--html", device])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: cannot write \(device): Is a character device, not a regular file.\n")
    var status = stat()
    #expect(stat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func htmlThroughASymbolicLinkUpdatesTheTargetAndKeepsTheLink() throws {
    let directory = try temporaryDirectory()
    let link = directory.appendingPathComponent("gallery.html")
    try Data("old".utf8).write(to: directory.appendingPathComponent("real.html"))
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.html")
    let output = try ExampleRunner.run("previews", ["--html", link.path])
    #expect(output.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.html")
    let page = try String(
      contentsOf: directory.appendingPathComponent("real.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func htmlKeepsAnExistingFilesPermissionBits() throws {
    let file = try temporaryDirectory().appendingPathComponent("gallery.html")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    #expect(try ExampleRunner.run("previews", ["--html", file.path]).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
  }

  @Test func htmlIntoAReadOnlyFileIsRefusedAndLeftUntouched() throws {
    let file = try temporaryDirectory().appendingPathComponent("gallery.html")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let output = try ExampleRunner.run("previews", ["--html", file.path])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: cannot write \(file.path): Is read-only (mode 444: its owner may not write it).\n"
    )
    #expect(try Data(contentsOf: file) == Data("old".utf8))
  }

  /// Whether this process runs under Thread Sanitizer, whose runtime cannot start under a
  /// file-size limit (it dies with SIGBUS before `main`).
  private static let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil

  @Test(.disabled(if: underThreadSanitizer, "TSan's runtime cannot start under `ulimit -f`"))
  func aWriteErrorIsReportedWithExitOneAndNeverAsWritten() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("gallery.html")
    try Data("old".utf8).write(to: file)
    let output = try ExampleRunner.run(
      "previews", ["--html", file.path], shell: "trap '' XFSZ; ulimit -f 1")
    #expect(output.status == 1)
    #expect(output.standardError == "error: could not write \(file.path): File too large.\n")
    #expect(!output.standardOutput.contains("Wrote"))
    #expect(try Data(contentsOf: file) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["gallery.html"])
  }
}
