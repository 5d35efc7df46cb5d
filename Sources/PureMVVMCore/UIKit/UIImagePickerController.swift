#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The system's photo picker and camera, standing in for UIKit's
  /// `UIImagePickerController` where there is no UIKit, so designs that wrap it in a
  /// `UIViewControllerRepresentable` compile.
  ///
  /// There are no photos here: a test picks with ``pick(_:)`` or cancels with
  /// ``cancel()``, which tell the ``delegate`` as UIKit does when the user picks or
  /// cancels.
  @MainActor open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from, like UIKit's `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable {
      /// The photo library.
      case photoLibrary
      /// The camera.
      case camera
      /// The saved photos album.
      case savedPhotosAlbum
    }

    /// What the picker tells its delegate about a picked item, like UIKit's
    /// `UIImagePickerController.InfoKey`.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public let rawValue: String

      /// The key named `rawValue`.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The image as taken: a `UIImage`.
      public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
      /// The image as edited: a `UIImage`.
      public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
      /// The part of the image kept by editing.
      public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
      /// The kind of item: `"public.image"` or `"public.movie"`.
      public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
      /// A movie's file URL.
      public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
      /// An image's file URL.
      public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Where images come from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may crop the picked image.
    open var allowsEditing = false
    /// The kinds of item offered: images unless set.
    open var mediaTypes = ["public.image"]
    /// What the picker tells when the user picks or cancels.
    open weak var pickerDelegate:
      (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// What the picker tells when the user picks or cancels; UIKit's `delegate`.
    open override var delegate: (any UINavigationControllerDelegate)? {
      get { pickerDelegate }
      set {
        pickerDelegate =
          newValue as? any UIImagePickerControllerDelegate & UINavigationControllerDelegate
      }
    }

    /// Whether `sourceType` can be used: the library always, the camera never, as a host
    /// has none.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
      sourceType != .camera
    }

    /// Picks an item described by `info`, as the user would, and tells the delegate.
    public func pick(_ info: [InfoKey: Any]) {
      pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Cancels, as the user would, and tells the delegate.
    public func cancel() {
      pickerDelegate?.imagePickerControllerDidCancel(self)
    }
  }
#endif
