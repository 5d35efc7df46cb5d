import PureMVVM

// The login screen's states, as designs with plain values: no view model.

#Preview("Logged Out") {
  @Previewable @State var userName = ""
  @Previewable @State var password = ""
  LoginDesign(
    showLoginForm: true, enteredUserName: $userName, loggedInUser: nil, loginAction: {},
    enteredPassword: $password)
}

#Preview("Logged In") {
  LoginDesign(
    showLoginForm: false, enteredUserName: .constant(""), loggedInUser: "Mike Mousey",
    loginAction: {})
}

#Preview("Login Error") {
  LoginDesign(
    showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
    loginAction: {}, loginFailure: .constant("Wrong user name or password."))
}

#Preview("Missing User Name") {
  LoginDesign(
    showLoginForm: true, enteredUserName: .constant(""), loggedInUser: nil,
    loginAction: {}, errorMessage: "Enter your user name.")
}

#Preview("Logging In") {
  LoginDesign(
    showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
    loginAction: {}, enteredPassword: .constant("swift"), isLoggingIn: true)
}
