import LoginFeature
import PureMVVM
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginScreenTests {
  @Test func endToEndThroughTheInspector() async throws {
    let viewModel = LoginViewModel(authenticator: DemoAuthenticator())
    let inspector = DesignInspector(LoginScreen(viewModel: viewModel))
    try inspector.find(textField: "Username").setInput("Mike")
    try inspector.find(textField: "Password").setInput("wrong")
    try inspector.find(button: "Login").tap()
    await viewModel.settle()
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "Couldn't log in")))
    #expect(inspector.texts == ["Couldn't log in", "Wrong user name or password."])
    try inspector.find(button: "OK").tap()
    #expect(inspector.presented == nil)
    #expect(viewModel.loginFailure == nil)
    try inspector.find(textField: "Password").setInput("swift")
    try inspector.find(button: "Login").tap()
    await viewModel.settle()
    #expect(inspector.texts == ["Greetings, Mike"])
    try inspector.find(button: "Log out").tap()
    #expect(try inspector.find(textField: "Username").text == "Mike")
  }

  @Test func droppingTheScreenFreesTheViewModel() throws {
    weak var weakViewModel: LoginViewModel?
    do {
      let viewModel = LoginViewModel()
      weakViewModel = viewModel
      let inspector = DesignInspector(LoginScreen(viewModel: viewModel))
      try inspector.find(textField: "Username").setInput("Mike")
      _ = inspector.render()
    }
    #expect(weakViewModel == nil)
  }
}
