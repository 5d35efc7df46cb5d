#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// What a text field asks and tells its delegate, like UIKit's `UITextFieldDelegate`;
  /// every method is optional, as in UIKit.
  @MainActor @preconcurrency
  public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` may become `string`.
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool
    /// The text changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether Return is handled: `true` for the field to do what Return does.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    /// Allows it.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Allows it.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Handles it.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Allows it.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  }
#endif
