import Foundation
import Observation

/// The logic of the login screen: validation, the authenticator call, progress, errors.
///
/// It imports no UI and is tested as plain Swift. ``LoginScreen`` connects it to
/// ``LoginDesign``.
///
/// ```swift
/// let viewModel = LoginViewModel(authenticator: DemoAuthenticator())
/// viewModel.enteredUserName = "Mike"
/// viewModel.enteredPassword = "swift"
/// viewModel.login()
/// await viewModel.settle()
/// viewModel.loggedInUser  // "Mike"
/// ```
///
/// Rules: the user name is trimmed, and an empty user name or password is an error without
/// calling the authenticator; wrong credentials clear the password; a second `login()`
/// while one is in flight is ignored; editing the user name clears a stale error;
/// `logout()` cancels an attempt in flight, so no late success logs the user back in.
/// The password never appears in `description`, `dump` or any rendering.
@MainActor
@Observable
public final class LoginViewModel {
  /// The user name as typed; editing it clears a stale error message.
  public var enteredUserName = "" {
    didSet {
      if enteredUserName != oldValue { errorMessage = nil }
    }
  }
  /// The password as typed; kept in a redacting box so `dump` and mirrors never show it.
  public var enteredPassword: String {
    get {
      access(keyPath: \.enteredPassword)
      return password.value
    }
    set {
      withMutation(keyPath: \.enteredPassword) { password.value = newValue }
    }
  }
  /// The name of the logged-in user, or `nil` while logged out.
  public private(set) var loggedInUser: String?
  /// Whether a login attempt is in flight.
  public private(set) var isLoggingIn = false
  /// What is missing from the form (a blank user name or password), if anything.
  public private(set) var errorMessage: String?
  /// Why the last login failed (wrong credentials, an unreachable server), shown in an
  /// alert until it is dismissed; setting it to `nil` dismisses it.
  public var loginFailure: String?

  @ObservationIgnored private let authenticator: any Authenticator
  @ObservationIgnored private var attempt: Task<Void, Never>?
  @ObservationIgnored private var password = Redacted("")

  /// Whether the login form is shown: while nobody is logged in.
  public var showLoginForm: Bool { loggedInUser == nil }

  /// Creates a view model that checks credentials with `authenticator`.
  ///
  /// - Parameter authenticator: The credential check; the demo one by default (any user
  ///   name, password `swift`).
  public init(authenticator: any Authenticator = DemoAuthenticator()) {
    self.authenticator = authenticator
  }

  /// Starts a login attempt with the entered credentials.
  ///
  /// Does nothing while an attempt is in flight. Await ``settle()`` to wait for the
  /// attempt to finish.
  public func login() {
    guard !isLoggingIn else { return }
    let userName = enteredUserName.trimmingCharacters(in: .whitespacesAndNewlines)
    if let problem = Self.validate(userName: userName, password: enteredPassword) {
      errorMessage = problem
      return
    }
    errorMessage = nil
    loginFailure = nil
    isLoggingIn = true
    let password = enteredPassword
    attempt = Task { await authenticate(userName: userName, password: password) }
  }

  /// Logs out, clearing the user and the password, and cancels an attempt in flight.
  ///
  /// The entered user name is kept so logging in again is quick.
  public func logout() {
    attempt?.cancel()
    isLoggingIn = false
    loggedInUser = nil
    enteredPassword = ""
    errorMessage = nil
    loginFailure = nil
  }

  /// Waits until the latest login attempt, if any, has finished (also a cancelled one).
  public func settle() async {
    await attempt?.value
  }

  private func authenticate(userName: String, password: String) async {
    let result: Result<String, any Error>
    do {
      result = .success(
        try await authenticator.authenticate(userName: userName, password: password))
    } catch {
      result = .failure(error)
    }
    guard !Task.isCancelled else { return }
    isLoggingIn = false
    switch result {
    case .success(let user):
      loggedInUser = user
      enteredPassword = ""
    case .failure(LoginError.invalidCredentials):
      loginFailure = "Wrong user name or password."
      enteredPassword = ""
    case .failure(let error):
      loginFailure = "\(error)"
    }
  }

  private static func validate(userName: String, password: String) -> String? {
    if userName.isEmpty { return "Enter your user name." }
    if password.isEmpty { return "Enter your password." }
    return nil
  }
}
