import LoginFeature
import PureMVVM

let viewModel = LoginViewModel(authenticator: DemoAuthenticator())
await DesignConsole(
  LoginScreen(viewModel: viewModel),
  hint: "Demo login: any user name, password \"\(DemoAuthenticator.password)\".",
  settle: viewModel.settle
).run()
