import Foundation
import LoginFeature
import PureMVVM
import PureMVVMCore

let usage = """
  Usage: login

  Hosts the login screen in the terminal; type help once it runs for the commands.
  """
switch Array(CommandLine.arguments.dropFirst()) {
case []: break
case ["--help"], ["-h"]:
  print(usage)
  exit(0)
case let arguments:
  printError("error: Unknown argument \"\(arguments[0])\".\n\n\(usage)")
  exit(2)
}

let viewModel = LoginViewModel(authenticator: DemoAuthenticator())
await DesignConsole(
  LoginScreen(viewModel: viewModel),
  hint: "Demo login: any user name, password \"\(DemoAuthenticator.password)\".",
  settle: viewModel.settle
).run()
