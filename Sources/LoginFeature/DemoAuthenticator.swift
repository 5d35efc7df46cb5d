/// An authenticator for examples: any non-empty user name, with the password `swift`.
public struct DemoAuthenticator: Authenticator {
  /// The one password the demo accepts.
  public static let password = "swift"

  /// Creates the demo authenticator.
  public init() {}

  /// Accepts any non-empty user name with the password ``password``.
  ///
  /// - Parameters:
  ///   - userName: The user name.
  ///   - password: The password.
  /// - Returns: The user name.
  /// - Throws: ``LoginError/invalidCredentials`` for any other password or an empty name.
  public func authenticate(userName: String, password: String) async throws -> String {
    guard !userName.isEmpty, password == Self.password else {
      throw LoginError.invalidCredentials
    }
    return userName
  }
}
