/// Why an ``Authenticator`` refused a login.
public enum LoginError: Error, Equatable, Sendable {
  /// The user name or the password is wrong.
  case invalidCredentials
}
