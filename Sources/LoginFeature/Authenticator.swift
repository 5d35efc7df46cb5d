/// Checks credentials; the login view model's one dependency.
///
/// Implementations talk to a real service; tests pass a closure-based double.
public protocol Authenticator: Sendable {
  /// Checks a user name and password.
  ///
  /// - Parameters:
  ///   - userName: The user name, already trimmed and not empty.
  ///   - password: The password.
  /// - Returns: The name to greet the user by.
  /// - Throws: ``LoginError/invalidCredentials`` when the credentials are wrong; any other
  ///   error when the check itself failed.
  func authenticate(userName: String, password: String) async throws -> String
}
