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
/// Logged out it shows the text field "Username", the secure field "Password", what the
/// form is missing (a red label with a warning sign) and the prominent button "Login"
/// (disabled, with a progress indicator, while logging in). A failed login shows the alert
/// "Couldn't log in" with the reason and an "OK" button, until it is dismissed. Logged in
/// it shows "Greetings, <name>" as a title and a destructive "Log out" button.
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
  /// Why the last login failed; the alert is up while it is set, and dismissing it sets
  /// it to `nil`.
  @Binding public var loginFailure: String?

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
  ///   - loginFailure: Why the last login failed; a constant `nil` by default.
  public init(
    showLoginForm: Bool,
    enteredUserName: Binding<String>,
    loggedInUser: String?,
    loginAction: @escaping () -> Void,
    enteredPassword: Binding<String> = .constant(""),
    errorMessage: String? = nil,
    isLoggingIn: Bool = false,
    logoutAction: @escaping () -> Void = {},
    loginFailure: Binding<String?> = .constant(nil)
  ) {
    self.showLoginForm = showLoginForm
    self._enteredUserName = enteredUserName
    self.loggedInUser = loggedInUser
    self.loginAction = loginAction
    self._enteredPassword = enteredPassword
    self.errorMessage = errorMessage
    self.isLoggingIn = isLoggingIn
    self.logoutAction = logoutAction
    self._loginFailure = loginFailure
  }

  /// The form or the greeting.
  public var body: some View {
    form
      .alert(
        "Couldn't log in", isPresented: isShowingFailure, presenting: loginFailure
      ) { _ in
        Button("OK", role: .cancel) {}
      } message: { failure in
        Text(failure)
      }
  }

  private var isShowingFailure: Binding<Bool> {
    Binding(get: { loginFailure != nil }, set: { if !$0 { loginFailure = nil } })
  }

  private var form: some View {
    VStack(spacing: 12) {
      if showLoginForm {
        TextField("Username", text: $enteredUserName)
          .textContentType(.username)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        SecureField("Password", text: $enteredPassword)
          .textContentType(.password)
        if let errorMessage {
          Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
            .foregroundStyle(.red)
        }
        if isLoggingIn {
          ProgressView("Logging in…")
        }
        Button("Login", action: loginAction)
          .buttonStyle(.borderedProminent)
          .disabled(isLoggingIn)
      }
      if let username = loggedInUser {
        Text("Greetings, \(username)")
          .font(.title2)
        Button("Log out", role: .destructive, action: logoutAction)
      }
    }
  }
}
