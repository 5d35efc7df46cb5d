import Foundation
import Testing

@Suite struct RoutesExampleTests {
  private let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("routes-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  @Test func addedRoutesAreStillThereOnTheNextRun() throws {
    let store = directory.appendingPathComponent("mis-rutas.json").path
    let first = try ExampleRunner.run(
      "routes", ["--store", store],
      input: "type Nombre = Pico Veleta\ntype Distancia (km) = 12,5\ntap Añadir\nquit\n")
    #expect(first.status == 0)
    #expect(first.standardOutput.contains("│ Pico Veleta"))
    let second = try ExampleRunner.run(
      "routes", ["--store", store], input: "toggle Menos de 10 km\ndelete Pico Veleta\n")
    #expect(second.status == 0)
    #expect(second.standardOutput.hasPrefix("┌"))
    #expect(second.standardOutput.components(separatedBy: "Pico Veleta").count == 3)
    #expect(second.standardOutput.contains("No hay rutas de menos de 10 km."))
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
