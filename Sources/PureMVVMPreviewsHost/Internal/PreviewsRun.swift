import FileSupport
import Foundation
import PureMVVM

/// One run of the previews command over a catalog.
@MainActor
struct PreviewsRun {
  let command: PreviewsCommand
  let catalog: PreviewCatalog

  /// A new session whose hosts start under the command's device settings.
  private func makeSession() -> PreviewSession {
    let session = PreviewSession()
    for setting in command.settings { setting.apply(to: &session.environment) }
    return session
  }

  /// Does what the command asks and returns the exit status.
  func perform() async -> Int32 {
    switch command.action {
    case .help:
      print(PreviewsCommand.usage)
      return 0
    case .list:
      catalog.names.forEach { print($0) }
      return 0
    case .render(let name): return await render(named: name)
    case .console(let name): return await console(named: name)
    case .renderAll: return await renderAll()
    case .audit: return await audit()
    case .html(let path): return await writeGallery(to: path)
    }
  }

  private func render(named name: String) async -> Int32 {
    do {
      let preview = try catalog.preview(named: name)
      let session = makeSession()
      if command.readsAloud {
        let reading = AccessibilityRenderer().render(try await session.elements(for: preview))
        print(reading, terminator: "")
      } else {
        print(try await session.render(preview, width: command.width), terminator: "")
      }
      return 0
    } catch {
      printError("error: \(error)")
      return 2
    }
  }

  /// The preview in the interactive console, until `quit` or the end of input.
  private func console(named name: String) async -> Int32 {
    do {
      let preview = try catalog.preview(named: name)
      let session = makeSession()
      let design = try await session.design(for: preview)
      await DesignConsole(design, width: command.width, environment: session.environment).run()
      return 0
    } catch {
      printError("error: \(error)")
      return 2
    }
  }

  private func renderAll() async -> Int32 {
    var failures = 0
    let results =
      command.readsAloud
      ? await catalog.readAll(in: makeSession())
      : await catalog.renderAll(width: command.width, in: makeSession())
    for (name, result) in results {
      print("## \(name)")
      switch result {
      case .success(let rendering): print(rendering)
      case .failure(let error):
        failures += 1
        print("error: \(error)\n")
      }
    }
    return failures > 0 ? 1 : 0
  }

  private func audit() async -> Int32 {
    var errors = 0
    for (name, result) in await catalog.auditAll(in: makeSession()) {
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
    return errors > 0 ? 1 : 0
  }

  private func writeGallery(to path: String) async -> Int32 {
    let file: RegularFile
    do {
      file = try RegularFile(path: path)
      try file.requireReplaceable()
    } catch {
      printError("error: cannot write \(error.path): \(error.reason).")
      return 2
    }
    do {
      try file.replace(with: Data(await catalog.htmlGallery(in: makeSession()).utf8))
    } catch {
      printError("error: could not write \(error.path): \(error.reason).")
      return 1
    }
    print("Wrote \(catalog.names.count) previews to \(path)")
    return 0
  }
}
