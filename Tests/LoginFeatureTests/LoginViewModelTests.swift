import LoginFeature
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginViewModelTests {
  private func viewModel(
    _ handler: @escaping @Sendable (String, String) async throws -> String = { name, _ in name }
  ) -> LoginViewModel {
    LoginViewModel(authenticator: ClosureAuthenticator(handler: handler))
  }

  /// A view model that has sent valid credentials to `gate` and is waiting for it.
  private func loggingIn(with gate: GatedAuthenticator) -> LoginViewModel {
    let model = LoginViewModel(authenticator: gate)
    model.enteredUserName = "Mike"
    model.enteredPassword = "swift"
    model.login()
    return model
  }

  @Test func startsLoggedOutWithTheFormShown() {
    let model = viewModel()
    #expect(model.showLoginForm)
    #expect(model.loggedInUser == nil)
    #expect(!model.isLoggingIn)
    #expect(model.errorMessage == nil)
  }

  @Test func successfulLoginGreetsTheTrimmedUserAndClearsThePassword() async {
    let model = viewModel { name, password in
      #expect(name == "Mike")
      #expect(password == "swift")
      return "Mike Mousey"
    }
    model.enteredUserName = "  Mike \n"
    model.enteredPassword = "swift"
    model.login()
    #expect(model.isLoggingIn)
    await model.settle()
    #expect(model.loggedInUser == "Mike Mousey")
    #expect(!model.showLoginForm)
    #expect(!model.isLoggingIn)
    #expect(model.enteredPassword == "")
    #expect(model.errorMessage == nil)
  }

  @Test(arguments: ["", "   ", "\t\n "])
  func blankUserNameIsAnErrorAndTheAuthenticatorIsNotCalled(name: String) async {
    let model = viewModel { _, _ in
      Issue.record("the authenticator must not be called")
      return ""
    }
    model.enteredUserName = name
    model.enteredPassword = "swift"
    model.login()
    await model.settle()
    #expect(model.errorMessage == "Enter your user name.")
    #expect(!model.isLoggingIn)
    #expect(model.loggedInUser == nil)
  }

  @Test func emptyPasswordIsAnErrorAndTheAuthenticatorIsNotCalled() async {
    let model = viewModel { _, _ in
      Issue.record("the authenticator must not be called")
      return ""
    }
    model.enteredUserName = "Mike"
    model.login()
    #expect(model.errorMessage == "Enter your password.")
    #expect(!model.isLoggingIn)
  }

  @Test func wrongCredentialsShowAnAlertStayLoggedOutAndClearThePassword() async {
    let model = viewModel { _, _ in throw LoginError.invalidCredentials }
    model.enteredUserName = "Mike"
    model.enteredPassword = "wrong"
    model.login()
    await model.settle()
    #expect(model.loginFailure == "Wrong user name or password.")
    #expect(model.errorMessage == nil)
    #expect(model.loggedInUser == nil)
    #expect(model.enteredPassword == "")
    #expect(model.enteredUserName == "Mike")
    #expect(!model.isLoggingIn)
  }

  @Test func otherFailuresAreReportedWithTheirReason() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "the network is offline" }
    }
    let model = viewModel { _, _ in throw Offline() }
    model.enteredUserName = "Mike"
    model.enteredPassword = "swift"
    model.login()
    await model.settle()
    #expect(model.loginFailure == "the network is offline")
  }

  @Test func editingTheUserNameClearsAStaleError() {
    let model = viewModel()
    model.login()
    #expect(model.errorMessage != nil)
    model.enteredUserName = "M"
    #expect(model.errorMessage == nil)
  }

  @Test func secondLoginWhileInFlightStartsNoSecondAttempt() async {
    let gate = GatedAuthenticator()
    let model = loggingIn(with: gate)
    model.login()
    await gate.waitForCalls(1)
    model.login()
    await gate.answerEveryCall(with: .success("Mike"))
    await model.settle()
    #expect(await gate.calls == ["Mike"])
    #expect(model.loggedInUser == "Mike")
  }

  @Test func logoutDuringAnAttemptCancelsItSoALateSuccessIsIgnored() async {
    let gate = GatedAuthenticator()
    let model = loggingIn(with: gate)
    await gate.waitForCalls(1)
    model.logout()
    #expect(!model.isLoggingIn)
    await gate.answer(.success("Mike"))
    await model.settle()
    #expect(model.loggedInUser == nil)
    #expect(model.showLoginForm)
    #expect(!model.isLoggingIn)
  }

  @Test func logoutClearsTheUserAndThePasswordAndKeepsTheUserName() async {
    let model = viewModel()
    model.enteredUserName = "Mike"
    model.enteredPassword = "swift"
    model.login()
    await model.settle()
    model.enteredPassword = "typed again"
    model.logout()
    #expect(model.loggedInUser == nil)
    #expect(model.enteredPassword == "")
    #expect(model.enteredUserName == "Mike")
    #expect(model.showLoginForm)
  }

  @Test func passwordNeverAppearsInDescriptionOrDump() {
    let model = viewModel()
    model.enteredUserName = "Mike"
    model.enteredPassword = "hunter2"
    var dumped = ""
    dump(model, to: &dumped)
    #expect(!dumped.contains("hunter2"))
    #expect(dumped.contains("<redacted>"))
    #expect(!String(describing: model).contains("hunter2"))
    #expect(!String(reflecting: model).contains("hunter2"))
  }

  @Test func defaultViewModelUsesTheDemoAuthenticator() async {
    let model = LoginViewModel()
    model.enteredUserName = "Ana"
    model.enteredPassword = "nope"
    model.login()
    await model.settle()
    #expect(model.loginFailure == "Wrong user name or password.")
    model.enteredPassword = "swift"
    model.login()
    await model.settle()
    #expect(model.loggedInUser == "Ana")
  }
}
