/// What a text field holds, for autofill (UIKit's `UITextContentType`); accepted and
/// recorded.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The content type's name.
  public let rawValue: String

  /// A content type by name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
}
