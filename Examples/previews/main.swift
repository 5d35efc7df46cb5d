import FileSupport
import Foundation
import LoginFeature
import PureMVVM
import PureMVVMCore
import RouteListFeature

let command: PreviewsCommand
do {
  command = try PreviewsCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("error: \(error.message)\n\n\(PreviewsCommand.usage)")
  exit(2)
}

let catalog: PreviewCatalog
do {
  catalog = try PreviewCatalog(previews: PreviewCatalog.declared())
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
    let preview = try catalog.preview(named: name)
    let session = PreviewSession()
    if command.readsAloud {
      print(
        AccessibilityRenderer().render(try await session.elements(for: preview)), terminator: "")
    } else {
      print(try await session.render(preview, width: command.width), terminator: "")
    }
  } catch {
    printError("error: \(error)")
    exit(2)
  }
case .renderAll:
  var failures = 0
  let results =
    command.readsAloud
    ? await catalog.readAll() : await catalog.renderAll(width: command.width)
  for (name, result) in results {
    print("## \(name)")
    switch result {
    case .success(let rendering): print(rendering)
    case .failure(let error):
      failures += 1
      print("error: \(error)\n")
    }
  }
  if failures > 0 { exit(1) }
case .audit:
  var errors = 0
  for (name, result) in await catalog.auditAll() {
    switch result {
    case .success(let findings) where findings.isEmpty:
      print("\(name): no findings")
    case .success(let findings):
      errors += findings.count { $0.severity == .error }
      for finding in findings { print("\(name): \(finding)") }
    case .failure(let error):
      errors += 1
      print("\(name): error: \(error)")
    }
  }
  if errors > 0 { exit(1) }
case .html(let path):
  let file: RegularFile
  do {
    file = try RegularFile(path: path)
    try file.requireReplaceable()
  } catch {
    printError("error: cannot write \(error.path): \(error.reason).")
    exit(2)
  }
  do {
    try file.replace(with: Data(await catalog.htmlGallery().utf8))
  } catch {
    printError("error: could not write \(error.path): \(error.reason).")
    exit(1)
  }
  print("Wrote \(catalog.names.count) previews to \(path)")
}
