import LoginFeature
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct LoginDesignTests {
  @Test func seedFourArgumentFormCompilesAndShowsTheForm() {
    let design = LoginDesign(
      showLoginForm: true, enteredUserName: .constant(""), loggedInUser: nil,
      loginAction: { /* do nothing */  })
    let inspector = DesignInspector(design)
    #expect(throws: Never.self) { try inspector.find(textField: "Username") }
    #expect(throws: Never.self) { try inspector.find(textField: "Password") }
    #expect(throws: Never.self) { try inspector.find(button: "Login") }
  }

  @Test func typingAndTappingReachTheBindingsAndTheAction() throws {
    let login = ActionRecorder()
    let inspector = DesignInspector(
      Stateful(value: "") { userName in
        LoginDesign(
          showLoginForm: true, enteredUserName: userName, loggedInUser: nil,
          loginAction: login.action)
      })
    try inspector.find(textField: "Username").setInput("Mike")
    try inspector.find(button: "Login").tap()
    #expect(try inspector.find(textField: "Username").text == "Mike")
    #expect(login.callCount == 1)
  }

  @Test func loggingInDisablesTheButtonAndShowsProgress() throws {
    let login = ActionRecorder()
    let inspector = DesignInspector(
      LoginDesign(
        showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
        loginAction: login.action, isLoggingIn: true))
    #expect(throws: InspectionError.self) { try inspector.find(button: "Login").tap() }
    #expect(login.callCount == 0)
    #expect(inspector.render().contains("⋯ Logging in…"))
  }

  @Test func loggedInShowsTheGreetingAndLogOut() throws {
    let logout = ActionRecorder()
    let inspector = DesignInspector(
      LoginDesign(
        showLoginForm: false, enteredUserName: .constant(""), loggedInUser: "Mike",
        loginAction: {}, logoutAction: logout.action))
    #expect(inspector.texts == ["Greetings, Mike"])
    try inspector.find(button: "Log out").tap()
    #expect(logout.callCount == 1)
    #expect(throws: InspectionError.self) { try inspector.find(button: "Login") }
  }

  @Test func errorMessageIsShown() {
    let inspector = DesignInspector(
      LoginDesign(
        showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
        loginAction: {}, errorMessage: "Wrong user name or password."))
    #expect(inspector.texts == ["Wrong user name or password."])
  }

  @Test func passwordNeverAppearsInTheRendering() {
    let design = LoginDesign(
      showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
      loginAction: {}, enteredPassword: .constant("hunter2"))
    #expect(!TextRenderer().render(design).contains("hunter2"))
    #expect(!HTMLRenderer().render(design).contains("hunter2"))
  }
}
