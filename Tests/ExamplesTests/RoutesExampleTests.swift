import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct RoutesExampleTests {
  private let scratch: ScratchDirectory
  private var directory: URL { scratch.url }

  init() throws {
    scratch = try ScratchDirectory("routes-example")
  }

  @Test func addedRoutesAreStillThereOnTheNextRun() throws {
    let store = directory.appendingPathComponent("mis-rutas.json").path
    let first = try ExampleRunner.run(
      "routes", ["--store", store],
      input: "type Nombre = Pico Veleta\ntype Distancia (km) = 12,5\ntap Añadir\nquit\n")
    #expect(first.status == 0)
    #expect(first.standardOutput.contains("│ Pico Veleta"))
    let second = try ExampleRunner.run(
      "routes", ["--store", store],
      input: "delete Pico Veleta\ntap Borrar\ntoggle Menos de 10 km\n")
    #expect(second.status == 0)
    #expect(second.standardError.isEmpty)
    #expect(!second.standardOutput.contains("error:"))
    expectScreensDeletingTheOnlyRoute(second.standardOutput)
  }

  /// Checks the screens of a session that deletes its only route, "Pico Veleta", then
  /// filters the empty list.
  private func expectScreensDeletingTheOnlyRoute(_ output: String) {
    let screens: [String] = Array(output.components(separatedBy: "┌").dropFirst())
    // One screen per command, and one more while the deletion runs (the dialog gone, the
    // route not yet).
    let showingTheRoute: [Bool] = screens.map { (screen: String) -> Bool in
      screen.contains("Pico Veleta")
    }
    #expect(showingTheRoute == [true, true, true, false, false])
    #expect(screens.first?.contains("│ Pico Veleta") == true)
    #expect(screens.dropFirst().first?.contains("¿Borrar «Pico Veleta»?") == true)
    #expect(screens.dropFirst(2).first?.contains("│ Pico Veleta") == true)
    #expect(output.contains("Todavía no hay rutas."))
    #expect(output.contains("No hay rutas de menos de 10 km."))
  }

  /// The console input that adds `count` routes, named after `prefix` and a number.
  private func adding(_ count: Int, prefix: String) -> String {
    (1...count).map { index in
      "type Nombre = \(prefix) \(index)\ntype Distancia (km) = \(index % 20 + 1)\ntap Añadir\n"
    }.joined()
  }

  @Test func eightProcessesAddingTwentyFiveRoutesEachKeepAllTwoHundred() throws {
    let store = directory.appendingPathComponent("same.json").path
    let processes = try (1...8).map { _ in
      try ExampleRunner.start("routes", ["--store", store], discardingOutput: true)
    }
    for (index, process) in processes.enumerated() {
      process.send(adding(25, prefix: "P\(index + 1)"))
    }
    let statuses = try processes.map { try $0.finish().status }
    #expect(statuses == Array(repeating: 0, count: 8))
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store)))
    let names = ((file as? [String: Any])?["routes"] as? [[String: Any]])?.compactMap {
      $0["name"] as? String
    }
    let expected = (1...8).flatMap { process in (1...25).map { "P\(process) \($0)" } }
    #expect(Set(names ?? []) == Set(expected))
    #expect(names?.count == 200)
  }

  @Test func aSessionSeesAndDeletesARouteAnotherProcessAdded() throws {
    let store = directory.appendingPathComponent("shared.json").path
    let session = try ExampleRunner.start("routes", ["--store", store])
    _ = session.read(until: "Type help for commands.")
    let other = try ExampleRunner.run(
      "routes", ["--store", store], input: adding(1, prefix: "Pico"))
    #expect(other.status == 0)
    session.send("delete Pico 1\ntap Borrar\n")
    let output = try session.finish()
    #expect(output.status == 0)
    #expect(!output.standardOutput.contains("error:"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)).count > 0)
    let file = try String(contentsOfFile: store, encoding: .utf8)
    #expect(!file.contains("Pico 1"))
  }

  @Test func aRouteAddedWhileTheFilterHidesItIsConfirmed() throws {
    let store = directory.appendingPathComponent("rutas.json").path
    let output = try ExampleRunner.run(
      "routes", ["--store", store],
      input: "toggle Menos de 10 km\n"
        + adding(1, prefix: "Pico").replacingOccurrences(
          of: "= 2\n", with: "= 12,5\n"))
    #expect(
      output.standardOutput.contains(
        """
        │ «Pico 1» añadida; el filtro Menos de │
        │ 10 km la oculta (12.5 km).           │
        """))
  }

  @Test func aSecondRouteWithTheSameNameIsRefusedInSpanish() throws {
    let store = directory.appendingPathComponent("rutas.json").path
    let output = try ExampleRunner.run(
      "routes", ["--store", store],
      input: adding(1, prefix: "Pico") + adding(1, prefix: "pico"))
    #expect(output.standardOutput.contains("│ ⚠ Ya hay una ruta llamada «Pico 1»."))
    let file = try String(contentsOfFile: store, encoding: .utf8)
    #expect(file.components(separatedBy: "\"name\"").count == 2)
  }

  @Test func controlCharactersInANameNeverReachTheTerminalRaw() throws {
    let store = directory.appendingPathComponent("rutas.json").path
    let output = try ExampleRunner.run(
      "routes", ["--store", store],
      input: "type Nombre = \u{1B}[31mR\u{202E}\tt\ntype Distancia (km) = 3\ntap Añadir\n"
        + "tap \u{1B}[2J\n")
    #expect(output.standardOutput.contains(#"│ \u{1B}[31mR\u{202E}\u{9}t   3.0 km › │"#))
    #expect(output.standardOutput.contains(#"error: No button labelled "\u{1B}[2J""#))
    #expect(Self.rawControls(in: output.standardOutput).isEmpty)
  }

  @Test func arbitraryBytesOnStandardInputNeverEchoRawControlBytes() throws {
    var bytes = Data((0...255).map { UInt8($0) }.filter { $0 != 0x0a })
    bytes.append(contentsOf: Array("\ntype Nombre = ".utf8) + (0...31).map { UInt8($0) } + [0x0a])
    let running = try ExampleRunner.start(
      "routes", ["--store", directory.appendingPathComponent("rutas.json").path])
    running.send(String(decoding: bytes, as: UTF8.self))
    let output = try running.finish()
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("error: unknown command"))
    #expect(Self.rawControls(in: output.standardOutput).isEmpty)
  }

  @Test func helpListsTheRouteScreensCommands() throws {
    let output = try ExampleRunner.run(
      "routes", ["--store", directory.appendingPathComponent("r.json").path],
      input: adding(1, prefix: "Pico") + "help\n")
    #expect(output.standardOutput.contains("  toggle <label> "))
    #expect(output.standardOutput.contains("  type <field> = <text> "))
    #expect(output.standardOutput.contains("  delete <text>            delete the row whose first"))
  }

  @Test(arguments: [["--store", "a.json", "--store", "b.json"], ["--store"], ["--store", ""]])
  func badStoreArgumentsExitTwoWithUsage(arguments: [String]) throws {
    let output = try ExampleRunner.run("routes", arguments, currentDirectory: directory)
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: --store "))
    #expect(output.standardError.contains("Usage: routes"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// Scalars a terminal would act on: C0 (but line feeds), DEL, C1, bidi controls.
  static func rawControls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7f...0x9f).contains($0.value)
        || (0x202a...0x202e).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
  }

  @Test func defaultStoreIsRoutesJSONInTheWorkingDirectory() throws {
    let output = try ExampleRunner.run(
      "routes", input: "type Nombre = A\ntype Distancia (km) = 1\ntap Añadir\n",
      currentDirectory: directory)
    #expect(output.status == 0)
    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("routes.json").path))
  }

  @Test func corruptStoreExitsOneWithThePathAndLeavesTheFile() throws {
    let url = directory.appendingPathComponent("routes.json")
    let bytes = Data(#"{"version":1,"routes":[{"#.utf8)
    try bytes.write(to: url)
    let output = try ExampleRunner.run("routes", ["--store", url.path], input: "quit\n")
    #expect(output.status == 1)
    #expect(output.standardError.hasPrefix("error: Cannot read routes from \(url.path): "))
    #expect(output.standardError.split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func unknownOptionExitsTwo() throws {
    let output = try ExampleRunner.run("routes", ["--nope"])
    #expect(output.status == 2)
    #expect(output.standardError.contains("Unknown option \"--nope\""))
  }
}
