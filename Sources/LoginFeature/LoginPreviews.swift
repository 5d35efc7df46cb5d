import PureMVVM

/// The login screen's previews, each built from plain values — no view model.
public enum LoginPreviews: PreviewProvider {
  /// "Logged Out", "Logged In", "Login Error" and "Logging In".
  public static var previews: some View {
    Preview("Logged Out") {
      Stateful(value: "") { userName in
        Stateful(value: "") { password in
          LoginDesign(
            showLoginForm: true, enteredUserName: userName, loggedInUser: nil,
            loginAction: {}, enteredPassword: password)
        }
      }
    }
    LoginDesign(
      showLoginForm: false, enteredUserName: .constant(""), loggedInUser: "Mike Mousey",
      loginAction: {}
    )
    .previewDisplayName("Logged In")
    LoginDesign(
      showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
      loginAction: {}, loginFailure: .constant("Wrong user name or password.")
    )
    .previewDisplayName("Login Error")
    LoginDesign(
      showLoginForm: true, enteredUserName: .constant(""), loggedInUser: nil,
      loginAction: {}, errorMessage: "Enter your user name."
    )
    .previewDisplayName("Missing User Name")
    LoginDesign(
      showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
      loginAction: {}, enteredPassword: .constant("swift"), isLoggingIn: true
    )
    .previewDisplayName("Logging In")
  }
}
