import PureMVVM

/// What the login screen shows, from plain values, bindings and closures — no view model.
///
/// Four arguments are enough for the simplest login screen — the form of the "ViewModel
/// doesn't belong in Previews" essay, which works as written; a real login's extra fields
/// have defaults:
///
/// ```swift
/// LoginDesign(
///   showLoginForm: true, enteredUserName: .constant(""), loggedInUser: nil,
///   loginAction: {})
/// ```
///
/// Logged out it shows the text field "Username", the secure field "Password" and the
/// button "Login" (disabled, with a progress indicator, while logging in) and any error.
/// Logged in it shows "Greetings, <name>" and a "Log out" button.
public struct LoginDesign: View {
  /// Whether to show the login form.
  public let showLoginForm: Bool
  /// The user name being typed.
  @Binding public var enteredUserName: String
  /// Who is logged in, if anyone.
  public let loggedInUser: String?
  /// What tapping "Login" does.
  public let loginAction: () -> Void
  /// The password being typed; never shown.
  @Binding public var enteredPassword: String
  /// The error to show under the form, if any.
  public let errorMessage: String?
  /// Whether a login attempt is in flight.
  public let isLoggingIn: Bool
  /// What tapping "Log out" does.
  public let logoutAction: () -> Void

  /// Creates the login design.
  ///
  /// - Parameters:
  ///   - showLoginForm: Whether to show the login form.
  ///   - enteredUserName: The user name being typed.
  ///   - loggedInUser: Who is logged in, if anyone.
  ///   - loginAction: What tapping "Login" does.
  ///   - enteredPassword: The password being typed; a constant empty one by default.
  ///   - errorMessage: The error to show, if any.
  ///   - isLoggingIn: Whether a login attempt is in flight.
  ///   - logoutAction: What tapping "Log out" does.
  public init(
    showLoginForm: Bool,
    enteredUserName: Binding<String>,
    loggedInUser: String?,
    loginAction: @escaping () -> Void,
    enteredPassword: Binding<String> = .constant(""),
    errorMessage: String? = nil,
    isLoggingIn: Bool = false,
    logoutAction: @escaping () -> Void = {}
  ) {
    self.showLoginForm = showLoginForm
    self._enteredUserName = enteredUserName
    self.loggedInUser = loggedInUser
    self.loginAction = loginAction
    self._enteredPassword = enteredPassword
    self.errorMessage = errorMessage
    self.isLoggingIn = isLoggingIn
    self.logoutAction = logoutAction
  }

  /// The form or the greeting.
  public var body: some View {
    VStack {
      if showLoginForm {
        TextField("Username", text: $enteredUserName)
        SecureField("Password", text: $enteredPassword)
        if let errorMessage {
          Text(errorMessage)
        }
        if isLoggingIn {
          ProgressView("Logging in…")
        }
        Button("Login", action: loginAction)
          .disabled(isLoggingIn)
      }
      if let username = loggedInUser {
        Text("Greetings, \(username)")
        Button("Log out", action: logoutAction)
      }
    }
  }
}
