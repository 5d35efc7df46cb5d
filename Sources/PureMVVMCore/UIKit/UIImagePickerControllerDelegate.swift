#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// What an image picker tells its delegate, like UIKit's
  /// `UIImagePickerControllerDelegate`; every method is optional, as in UIKit.
  @MainActor @preconcurrency
  public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an item.
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
  }

  extension UIImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}

    /// Dismisses the picker, as UIKit does when the delegate does not handle it.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      picker.dismiss(animated: true)
    }
  }
#endif
