import Foundation
import LoginFeature
import PureMVVM
import PureMVVMPreviews
import RouteListFeature

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

let command: PreviewsCommand
do {
  command = try PreviewsCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("error: \(error.message)\n\n\(PreviewsCommand.usage)")
  exit(2)
}

let catalog: PreviewCatalog
do {
  catalog = try PreviewCatalog([LoginPreviews.self, RouteListPreviews.self])
} catch {
  printError("error: \(error)")
  exit(1)
}

switch command.action {
case .help:
  print(PreviewsCommand.usage)
case .list:
  catalog.names.forEach { print($0) }
case .render(let name):
  do {
    print(try await catalog.render(named: name, width: command.width), terminator: "")
  } catch {
    printError("error: \(error)")
    exit(2)
  }
case .renderAll:
  var failures = 0
  for (name, result) in await catalog.renderAll(width: command.width) {
    print("## \(name)")
    switch result {
    case .success(let rendering): print(rendering)
    case .failure(let error):
      failures += 1
      print("error: \(error)\n")
    }
  }
  if failures > 0 { exit(1) }
case .html(let path):
  let page = await catalog.htmlGallery()
  do {
    try Data(page.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    print("Wrote \(catalog.names.count) previews to \(path)")
  } catch {
    printError("error: could not write \(path): \(error.localizedDescription)")
    exit(1)
  }
}
