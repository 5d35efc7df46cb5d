import Foundation
import PureMVVM
import RouteListFeature

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

let usage = "Usage: routes [--store PATH]   (default: routes.json in the current folder)"
var arguments = CommandLine.arguments.dropFirst()
var path = "routes.json"
while let argument = arguments.popFirst() {
  switch argument {
  case "--store":
    guard let value = arguments.popFirst() else {
      printError("error: --store needs a path.\n\(usage)")
      exit(2)
    }
    path = value
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    printError("error: Unknown option \"\(argument)\".\n\(usage)")
    exit(2)
  }
}

let viewModel = RouteListViewModel(store: FileRouteStore(url: URL(fileURLWithPath: path)))
guard await viewModel.load() else {
  printError("error: \(viewModel.errorMessage ?? "cannot read \(path)")")
  exit(1)
}
await DesignConsole(
  RouteListScreen(viewModel: viewModel),
  hint: "Routes are saved in \(path).",
  settle: viewModel.settle
).run()
