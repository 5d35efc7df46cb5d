import Foundation
import PureMVVM
import PureMVVMCore
import RouteListFeature

let usage = """
  Usage: routes [--store PATH]

    --store PATH   the JSON file routes are kept in (default: routes.json in the current
                   folder); several routes sessions may share one file
    --help         show this help
  """
var arguments = CommandLine.arguments.dropFirst()
var path: String?
while let argument = arguments.popFirst() {
  switch argument {
  case "--store":
    guard path == nil else {
      printError("error: --store is given twice.\n\n\(usage)")
      exit(2)
    }
    guard let value = arguments.popFirst(), !value.isEmpty else {
      printError("error: --store needs a path.\n\n\(usage)")
      exit(2)
    }
    path = value
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    printError("error: Unknown option \"\(argument)\".\n\n\(usage)")
    exit(2)
  }
}

let store = path ?? "routes.json"
let viewModel = RouteListViewModel(store: FileRouteStore(url: URL(fileURLWithPath: store)))
guard await viewModel.load() else {
  printError("error: \(viewModel.errorMessage ?? "cannot read \(store)")")
  exit(1)
}
await DesignConsole(
  RouteListScreen(viewModel: viewModel),
  hint: "Routes are saved in \(store).",
  settle: viewModel.settle,
  refresh: { await viewModel.reload() }
).run()
